import type { Lang } from '../../shared/types';
import type { ContainerType } from './container-fence';

/** Words the Markdown pipeline writes into pages, per language (the client owns every other UI string). */
export interface MarkdownStrings {
  /** Default title of each container when the author gives none. */
  containerTitles: Record<ContainerType, string>;
  /** Accessible name of the copy button on code blocks. */
  copyCode: string;
}

export const MARKDOWN_STRINGS: Record<Lang, MarkdownStrings> = {
  en: {
    containerTitles: { tip: 'TIP', warning: 'WARNING', danger: 'DANGER', info: 'INFO', details: 'DETAILS' },
    copyCode: 'Copy code',
  },
  zh: {
    containerTitles: { tip: '提示', warning: '警告', danger: '危险', info: '信息', details: '详情' },
    copyCode: '复制代码',
  },
};
