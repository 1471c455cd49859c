import type { ProColumns } from '@ant-design/pro-components';
import { Image, Space, Typography } from 'antd';
import { imageSrc, type AboutItem, type HomeItem } from '@goldshop/api/contract';
import { listAbout, listHome, updateAbout, updateHome, type ContentFields } from './service';

/** A record of the member app's content: a header and a description, with fields and images of its kind. */
export interface ContentItem {
  id: number;
  header: string;
  description: string;
}

/** A text field of the form: its name in the record and the call, its label and its longest length. */
export interface TextField<T> {
  name: keyof T & string;
  label: string;
  max: number;
  required?: string;
}

/** An image of the record, replaced only when a new one is chosen. */
export interface ImageField<T> {
  name: keyof T & string;
  label: string;
  height?: number;
}

/** Everything one content page says of its own: its words, its columns, its form's fields and its calls. */
export interface ContentKind<T extends ContentItem> {
  /** The forms' name prefix (one form per record on the page). */
  name: string;
  title: string;
  subTitle: string;
  headerTitle: string;
  /** The table's width on a narrow screen. */
  width: number;
  /** The columns before the edit button (the description's is `descriptionColumn`). */
  columns: ProColumns<T>[];
  list: () => Promise<T[]>;
  save: (id: number, fields: ContentFields) => Promise<unknown>;
  form: {
    title: string;
    width: number;
    savedText: string;
    /** Above the description (the header first). */
    texts: TextField<T>[];
    description: { max: number; maxRows: number };
    images: ImageField<T>[];
    /** Under each image: what leaving it empty does. */
    keepText: string;
  };
}

/** The description as the member app shows it (line breaks kept), folded after four lines. */
const descriptionColumn = <T extends ContentItem>(): ProColumns<T> => ({
  title: 'คำอธิบาย',
  dataIndex: 'description',
  render: (_, r) => (
    <Typography.Paragraph className="admin-pre-line" ellipsis={{ rows: 4, expandable: true, symbol: 'ดูเพิ่ม' }} style={{ marginBottom: 0 }}>
      {r.description}
    </Typography.Paragraph>
  ),
});

const HEADER = { name: 'header', label: 'หัวข้อ', max: 200, required: 'กรุณากรอกหัวข้อ' } as const;

/** Home (docs/product.md "Console: home, shop and about editors"): the hero records; the first is the hero. */
export const HOME: ContentKind<HomeItem> = {
  name: 'home',
  title: 'จัดการหน้าแรก',
  subTitle: 'รูป หัวข้อ และคำอธิบายส่วนบนสุดของหน้าแรก',
  headerTitle: 'เนื้อหาหน้าแรก',
  width: 720,
  columns: [
    {
      title: 'รูปหลัก',
      dataIndex: 'img',
      width: 180,
      render: (_, r) =>
        r.img ? (
          <Image src={imageSrc(r.img)} alt={`รูปหลัก ${r.header}`} width={150} style={{ maxHeight: 110, objectFit: 'contain' }} />
        ) : (
          '—'
        ),
    },
    { title: 'หัวข้อ', dataIndex: 'header', width: 220, render: (_, r) => <Typography.Text strong>{r.header}</Typography.Text> },
    descriptionColumn(),
  ],
  list: listHome,
  save: updateHome,
  form: {
    title: 'แก้ไขเนื้อหาหน้าแรก',
    width: 640,
    savedText: 'บันทึกเนื้อหาหน้าแรกแล้ว',
    texts: [HEADER],
    description: { max: 2000, maxRows: 8 },
    images: [{ name: 'img', label: 'รูปหลัก', height: 180 }],
    keepText: 'เว้นไว้หากไม่ต้องการเปลี่ยนรูป',
  },
};

const thumb = (src: string | null, alt: string) =>
  src ? (
    <Image src={imageSrc(src)} alt={alt} width={96} height={72} style={{ objectFit: 'contain' }} />
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

/** About (docs/product.md "Console: home, shop and about editors"): each record with its slogan and two images. */
export const ABOUT: ContentKind<AboutItem> = {
  name: 'about',
  title: 'จัดการหน้าเกี่ยวกับเรา',
  subTitle: 'หัวข้อ สโลแกน คำอธิบาย และรูปภาพในหน้าเกี่ยวกับเรา',
  headerTitle: 'เนื้อหาหน้าเกี่ยวกับเรา',
  width: 760,
  columns: [
    {
      title: 'หัวข้อและสโลแกน',
      dataIndex: 'header',
      width: 240,
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>{r.header}</Typography.Text>
          <Typography.Text type="secondary">{r.slogan}</Typography.Text>
        </Space>
      ),
    },
    descriptionColumn(),
    {
      title: 'รูปภาพ',
      dataIndex: 'img1',
      width: 220,
      render: (_, r) => (
        <Space wrap>
          {thumb(r.img1, `รูปที่ 1 ${r.header}`)}
          {thumb(r.img2, `รูปที่ 2 ${r.header}`)}
        </Space>
      ),
    },
  ],
  list: listAbout,
  save: updateAbout,
  form: {
    title: 'แก้ไขหน้าเกี่ยวกับเรา',
    width: 720,
    savedText: 'บันทึกหน้าเกี่ยวกับเราแล้ว',
    texts: [HEADER, { name: 'slogan', label: 'สโลแกน', max: 300 }],
    description: { max: 5000, maxRows: 10 },
    images: [
      { name: 'img1', label: 'รูปที่ 1' },
      { name: 'img2', label: 'รูปที่ 2' },
    ],
    keepText: 'เว้นไว้หากไม่ต้องการเปลี่ยน',
  },
};
