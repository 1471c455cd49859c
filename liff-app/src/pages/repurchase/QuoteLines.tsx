import { quoteLines, type PawnQuote } from '@goldshop/api/contract';
import { formatThaiDate } from '../../features/money/format';
import { pawnBaht } from './PawnBits';

/** The server's quote line by line, in the same words staff read when they approve it. */
export function QuoteLines({ quote }: { quote: PawnQuote }) {
  return (
    <dl className="pawn-quote" data-testid="pawn-quote">
      {quoteLines(quote).map((l) => (
        <div
          key={l.key}
          className={l.total ? 'pawn-quote__total' : l.key === 'ceiling' ? 'pawn-quote__ceiling' : undefined}
          data-line={l.key}
        >
          <dt>{l.label}</dt>
          <dd>
            {l.baht !== undefined ? (l.baht < 0 ? `- ${pawnBaht(-l.baht)}` : pawnBaht(l.baht)) : l.date ? formatThaiDate(l.date) : l.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
