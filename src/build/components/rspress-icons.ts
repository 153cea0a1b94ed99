/**
 * Outlines of our own drawing (24 × 24, stroked in the text's colour) for the icons Rspress's theme exports
 * (`IconArrowDown`, `IconGithub`…), which a site's components draw (`<IconArrowDown />` in a download button)
 * or hand to `SvgWrapper`. The navbar's icons (sun, moon, search, menu, close, edit, GitHub) are the same
 * drawings as ours in src/client/styles/15-icons.css.
 */
const OUTLINES: Readonly<Record<string, string>> = {
  ArrowDown: 'M12 5v14M6 13l6 6 6-6',
  ArrowRight: 'M5 12h14M13 6l6 6-6 6',
  Down: 'M6 9l6 6 6-6',
  Close: 'M6 6l12 12M18 6 6 18',
  Copy: 'M9 9h11v11H9zM15 9V4H4v11h5',
  Deprecated: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  Edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  Empty: 'M3 13l3-7h12l3 7v6H3zM3 13h6l1 2h4l1-2h6',
  Experimental: 'M9 3h6M10 3v6l-5 10h14L14 9V3M7.5 14h9',
  ExternalLink: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  OpenInChat: 'M4 5h16v11h-9l-5 4v-4H4zM8 9h8M8 12h5',
  File: 'M6 3h8l4 4v14H6zM14 3v4h4',
  Header: 'M6 4v16M18 4v16M6 12h12',
  Jump: 'M4 12h12M12 6l6 6-6 6M20 5v14',
  Link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  Loading: 'M12 3a9 9 0 1 0 9 9',
  Menu: 'M4 7h16M4 12h16M4 17h16',
  SmallMenu: 'M4 8h16M4 16h16',
  Moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  Sun: 'M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  ScrollToTop: 'M12 20V8M6 14l6-6 6 6M5 4h14',
  Search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  Success: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6',
  Title: 'M5 5h14M12 5v14',
  Wrap: 'M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M15 16l-2 2 2 2M4 18h5',
  Wrapped: 'M4 6h16M4 12h16M4 18h10',
  Anthropic: 'M7 20l5-16 5 16M9 14h6',
  OpenAI: 'M12 3l7.8 4.5v9L12 21l-7.8-4.5v-9zM12 8v8M8.5 10l7 4M15.5 10l-7 4',
};

/** Brand marks, filled (their drawing is the one the navbar's social links use). */
const FILLED: Readonly<Record<string, { viewBox: string; d: string }>> = {
  Github: {
    viewBox: '0 0 16 16',
    d: 'M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z',
  },
  Gitlab: { viewBox: '0 0 24 24', d: 'M12 21.5 2.3 14.3 4.6 3.6l2.7 7.1h9.4l2.7-7.1 2.3 10.7z' },
};

/** An icon's drawing: an outline to stroke, or a mark to fill. */
export interface RspressIcon {
  viewBox: string;
  d: string;
  filled: boolean;
}

/** Every icon by its export's name (`IconArrowDown`). */
export const RSPRESS_ICONS: ReadonlyMap<string, RspressIcon> = new Map([
  ...Object.entries(OUTLINES).map(([name, d]): [string, RspressIcon] => [
    `Icon${name}`,
    { viewBox: '0 0 24 24', d, filled: false },
  ]),
  ...Object.entries(FILLED).map(([name, mark]): [string, RspressIcon] => [`Icon${name}`, { ...mark, filled: true }]),
]);

/** The attributes of an icon's `<svg>` (in React's names), 1em square in the text's colour. */
export function iconAttributes({ viewBox, filled }: RspressIcon): Record<string, string | number> {
  return filled
    ? { width: '1em', height: '1em', viewBox, fill: 'currentColor', 'aria-hidden': 'true' }
    : {
        width: '1em',
        height: '1em',
        viewBox,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 1.8,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': 'true',
      };
}

/**
 * The seam theme module's icon components and `SvgWrapper` (Rspress's way to draw one of them, or an SVG
 * a component imported as a file), as the module's source: each draws an `<svg>` 1em square, with the props it
 * is given (a class name, a size) on it.
 */
export function rspressIconsSource(): string {
  const components = [...RSPRESS_ICONS].map(
    ([name, icon]) =>
      `export function ${name}(props) {\n  return createElement('svg', { ...${JSON.stringify(iconAttributes(icon))}, ...props }, createElement('path', { d: ${JSON.stringify(icon.d)} }));\n}`,
  );
  return `${components.join('\n')}
export function SvgWrapper({ icon: Icon, ...props }) {
  if (!Icon) return null;
  return typeof Icon === 'string' ? createElement('img', { src: Icon, alt: '', ...props }) : createElement(Icon, props);
}
`;
}
