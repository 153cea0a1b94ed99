import type { Feature, FrontMatter } from '../../shared/types';
import { drawnIcon, featureIconImage } from '../feature-icon';

/**
 * A home page's front matter as its layout draws it: a feature card whose icon names a picture gets that
 * picture (`iconImage`), under the site's base and sized (see feature-icon.ts), so the shell only draws it.
 *
 * @example homeFrontMatter({ features: [{ title: 'Fast', icon: '/speed.svg' }] }, '/docs/')
 * // { features: [{ title: 'Fast', icon: '/speed.svg', iconImage: { src: '/docs/speed.svg', alt: '', width: '28', height: '28' } }] }
 */
export function homeFrontMatter(fm: FrontMatter, base: string): FrontMatter {
  // Shapes the front matter check refused (reported there) are left as they are.
  if (!Array.isArray(fm.features)) return fm;
  return { ...fm, features: fm.features.map((feature) => withIconImage(feature, base)) };
}

function withIconImage(feature: Feature, base: string): Feature {
  // Front matter is YAML: `icon: 1` arrives as a number, which the card shows as text.
  const image = typeof feature?.icon === 'string' ? featureIconImage(feature.icon) : undefined;
  return image ? { ...feature, iconImage: drawnIcon(image, base) } : feature;
}
