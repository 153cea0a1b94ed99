import { isSvgMarkup } from '../../shared/svg-markup';
import { AppLink } from './AppLink';
import { SvgIcon } from './SvgIcon';

export interface ItemLinkProps {
  /** The entry: its label, where it leads, and an optional badge shown after the label. */
  item: { text: string; link: string; tag?: string };
  /** The class of every such link (`nav-link`, `sidebar-link`); `active` is added to the current one. */
  className: string;
  /** Whether the entry is where the reader is: styled as such and announced as the current page. */
  active: boolean;
}

/** A navbar or sidebar entry's link, marked when it is the reader's current place. */
export function ItemLink({ item, className, active }: ItemLinkProps) {
  return (
    <AppLink
      href={item.link}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    >
      {item.text}
      {item.tag ? <ItemTag tag={item.tag} /> : null}
    </AppLink>
  );
}

/** The entry's badge: a word, or an SVG drawn as an icon (as Rspress draws a tag written as `<svg …>`). */
export function ItemTag({ tag }: { tag: string }) {
  return isSvgMarkup(tag) ? <SvgIcon svg={tag} /> : <span className="tag">{tag}</span>;
}
