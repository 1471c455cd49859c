import { Descriptions, Typography } from 'antd';
import { quoteLines, type PawnQuote } from '@goldshop/api/contract';
import { formatThaiDate } from '../../../lib/date';
import { formatBaht } from '../../../lib/money';

/** The quote the member paid on, line by line, in the words the member read (the contract's quoteLines). */
export function QuoteBreakdown({ quote, title = 'ยอดที่สมาชิกเห็นและโอน' }: { quote: PawnQuote; title?: string }) {
  return (
    <Descriptions bordered size="small" column={1} title={title} data-testid="quote-breakdown">
      {quoteLines(quote).map((l) => (
        <Descriptions.Item key={l.key} label={l.label}>
          {l.baht !== undefined ? (
            <Typography.Text strong={l.total} type={l.baht < 0 ? 'danger' : undefined}>
              {l.baht < 0 ? `- ${formatBaht(-l.baht)}` : formatBaht(l.baht)}
            </Typography.Text>
          ) : l.date ? (
            formatThaiDate(l.date)
          ) : (
            l.text
          )}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
