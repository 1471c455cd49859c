// Thai baht text ("amount in words") as written on Thai cheques and receipts: 1500.50 →
// 'หนึ่งพันห้าร้อยบาทห้าสิบสตางค์', 100 → 'หนึ่งร้อยบาทถ้วน'. Works on the decimal text, never on floats.

const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'];

/** Reads up to six digits (one ล้าน group). `tailEd`: a final 1 reads 'เอ็ด' because higher digits precede it. */
function readGroup(digits: string, tailEd: boolean): string {
  let out = '';
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const d = Number(digits[i]);
    const word = DIGITS[d] ?? '';
    const place = n - 1 - i;
    if (d === 0) continue;
    if (place === 1) out += d === 1 ? 'สิบ' : d === 2 ? 'ยี่สิบ' : `${word}สิบ`;
    else if (place === 0 && d === 1 && (tailEd || out !== '')) out += 'เอ็ด';
    else out += word + (PLACES[place] ?? '');
  }
  return out;
}

/** Reads a whole number of any length: groups of six digits joined by ล้าน. '' for zero. */
export function readInteger(digits: string): string {
  const clean = digits.replace(/^0+/, '');
  if (clean === '') return '';
  const groups: string[] = [];
  for (let end = clean.length; end > 0; end -= 6) groups.unshift(clean.slice(Math.max(0, end - 6), end));
  let out = '';
  groups.forEach((g, i) => {
    const text = readGroup(g, out !== '');
    out += text;
    if (i < groups.length - 1) out += 'ล้าน';
  });
  return out;
}

/** Normalises what a person typed into 'baht.satang' parts, or undefined when it is not an amount. */
export function splitAmount(input: string | number): { baht: string; satang: string } | undefined {
  const text = typeof input === 'number' ? (Number.isFinite(input) && input >= 0 ? input.toFixed(2) : '') : input.replace(/[,\s]/g, '');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === '' && !m[2])) return undefined;
  // Satang beyond two places are rounded half up, as banks do.
  let baht = m[1] || '0';
  let satangNum = Math.round(Number(`0.${(m[2] ?? '').padEnd(3, '0').slice(0, 3)}`) * 100);
  if (satangNum === 100) {
    satangNum = 0;
    baht = (BigInt(baht) + 1n).toString();
  }
  return { baht, satang: String(satangNum).padStart(2, '0') };
}

/** Thai baht text of an amount; '' when the input is not an amount (the field is then left as it is). */
export function bahtText(input: string | number): string {
  const parts = splitAmount(input);
  if (!parts) return '';
  const baht = readInteger(parts.baht);
  const satang = readInteger(parts.satang);
  if (!baht && !satang) return 'ศูนย์บาทถ้วน';
  if (!satang) return `${baht}บาทถ้วน`;
  return `${baht ? `${baht}บาท` : ''}${satang}สตางค์`;
}
