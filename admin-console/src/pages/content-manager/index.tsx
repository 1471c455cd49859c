import type { ProColumns } from '@ant-design/pro-components';
import { QueueTable } from '../../components/QueueTable';
import { actionColumn, EditButton } from '../../components/queue-columns';
import { useQueue } from '../../lib/use-queue';
import { ContentForm } from './components/ContentForm';
import { ABOUT, HOME, type ContentItem, type ContentKind } from './kinds';

/**
 * A page of the member app's content (docs/product.md "Console: home, shop and about editors"): its records
 * as the member app shows them, each edited in a dialog. One page serves home and about; each route loads its kind.
 */
function ContentManager<T extends ContentItem>({ kind }: { kind: ContentKind<T> }) {
  const q = useQueue<T>();
  const columns: ProColumns<T>[] = [
    ...kind.columns,
    actionColumn(110, (r) => (
      <ContentForm kind={kind} item={r} onSaved={q.reload} trigger={<EditButton size="middle" what={r.header} />} />
    )),
  ];
  return (
    <QueueTable
      queue={q}
      title={kind.title}
      subTitle={kind.subTitle}
      headerTitle={kind.headerTitle}
      columns={columns}
      list={kind.list}
      search={false}
      pagination={false}
      scroll={{ x: kind.width }}
    />
  );
}

export const HomeManager = () => <ContentManager kind={HOME} />;
export const AboutManager = () => <ContentManager kind={ABOUT} />;
