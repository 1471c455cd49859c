import { DatePicker } from 'antd';
// The ESM locale module itself: the antd/locale/* entry is CommonJS, whose default import is unreliable here.
import thDatePicker from 'antd/es/date-picker/locale/th_TH';
import { dayjs } from '../../lib/date';

/** The picker's header and year cells in Buddhist-era years, like every date the console shows. */
const locale = {
  ...thDatePicker,
  lang: { ...thDatePicker.lang, yearFormat: 'BBBB', cellYearFormat: 'BBBB' },
};
/** Shown in Buddhist era; typed input is read as YYYY-MM-DD (Christian era), the API's form. */
const FORMAT = ['D MMM BBBB', 'YYYY-MM-DD'];

/** A date field whose value is the API's YYYY-MM-DD text (no dayjs in form values, no conversion surprises). */
export function ThaiDatePicker({
  value,
  onChange,
  id,
  placeholder,
}: {
  value?: string | null;
  onChange?: (v: string | undefined) => void;
  id?: string;
  placeholder?: string;
}) {
  return (
    <DatePicker
      id={id}
      locale={locale}
      format={FORMAT}
      placeholder={placeholder ?? 'เลือกวันที่'}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : undefined)}
      style={{ width: '100%' }}
    />
  );
}

/** A date range as two YYYY-MM-DD texts, for filters. */
export function ThaiDateRange({
  value,
  onChange,
}: {
  value?: [string, string] | null;
  onChange?: (v: [string, string] | undefined) => void;
}) {
  return (
    <DatePicker.RangePicker
      locale={locale}
      format={FORMAT}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(r) => onChange?.(r?.[0] && r[1] ? [r[0].format('YYYY-MM-DD'), r[1].format('YYYY-MM-DD')] : undefined)}
      style={{ width: '100%' }}
    />
  );
}
