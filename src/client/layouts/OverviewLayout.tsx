import { Overview } from '../overview/Overview';
import { DocLayout } from './DocLayout';

/** An overview page (front matter `overview: true`): a doc page whose content is followed by the section index. */
export function OverviewLayout() {
  return (
    <DocLayout>
      <Overview />
    </DocLayout>
  );
}
