import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Image, Input, InputNumber, Modal, Select, Space, Spin, Typography, Upload } from 'antd';
import { imageAtWidth, imageSrc, PRODUCT_PURITIES, type Product, type ProductDetails } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { addProductPhoto, productDetails, saveProductDetails } from '../service';

/**
 * A product's page details (docs/product.md "Console: home, shop and about editors"): its name and the label the
 * consumer-protection notice asks for, its photos in order with alt text (the first is the card's picture), and
 * stock per branch or "not kept" (the page then says สอบถามร้าน).
 */
export function ProductDetailsForm({ product, onSaved }: { product: Product; onSaved(): void }) {
  const [open, setOpen] = useState(false);
  const [d, setD] = useState<ProductDetails | null>(null);
  const [busy, setBusy] = useState(false);
  const [newAlt, setNewAlt] = useState('');
  const load = async () => setD(await productDetails(product.id));
  const show = () => {
    setOpen(true);
    setD(null);
    void load();
  };
  const move = (i: number, by: number) =>
    d &&
    setD(() => {
      const photos = [...d.photos];
      const [p] = photos.splice(i, 1);
      photos.splice(i + by, 0, p!);
      return { ...d, photos };
    });
  const save = async () => {
    if (!d) return;
    setBusy(true);
    try {
      await saveProductDetails(product.id, {
        name: d.name,
        kind: d.kind,
        maker: d.maker,
        purity: d.purity,
        photos: d.photos.map((p) => ({ image: p.image, alt: p.alt })),
        stock: d.stock.map((s) => ({ branchId: s.branchId, quantity: s.quantity })),
      });
      notifySuccess(`บันทึกรายละเอียด ${product.code} แล้ว`);
      setOpen(false);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={show} aria-label={`รายละเอียดหน้าสินค้า ${product.code}`}>
        รายละเอียด
      </Button>
      <Modal
        open={open}
        title={`รายละเอียดหน้าสินค้า ${product.code}`}
        okText="บันทึก"
        cancelText="ยกเลิก"
        confirmLoading={busy}
        okButtonProps={{ disabled: !d }}
        onOk={save}
        onCancel={() => setOpen(false)}
        width={720}
        destroyOnHidden
      >
        {!d ? (
          <Spin />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }} size="middle">
            <Typography.Title level={5}>ฉลากสินค้า</Typography.Title>
            <Input
              addonBefore="ชื่อสินค้า"
              aria-label="ชื่อสินค้า"
              value={d.name}
              maxLength={100}
              onChange={(e) => setD({ ...d, name: e.target.value })}
            />
            <Input
              addonBefore="ประเภทสินค้า"
              aria-label="ประเภทสินค้า"
              value={d.kind}
              maxLength={100}
              onChange={(e) => setD({ ...d, kind: e.target.value })}
            />
            <Input
              addonBefore="ผู้ผลิตหรือผู้นำเข้า"
              aria-label="ผู้ผลิตหรือผู้นำเข้า"
              value={d.maker}
              maxLength={200}
              onChange={(e) => setD({ ...d, maker: e.target.value })}
            />
            <Space>
              <span>ความบริสุทธิ์</span>
              <Select
                aria-label="ความบริสุทธิ์"
                value={d.purity}
                onChange={(purity) => setD({ ...d, purity })}
                options={PRODUCT_PURITIES.map((p) => ({ value: p, label: `${p}%` }))}
                style={{ width: 120 }}
              />
            </Space>

            <Typography.Title level={5}>รูปสินค้า (รูปแรกคือรูปบนการ์ด)</Typography.Title>
            {d.photos.map((p, i) => (
              <Space key={p.image} align="start" wrap>
                <Image
                  src={imageAtWidth(imageSrc(p.src), 320)}
                  width={64}
                  height={64}
                  alt={p.alt || `รูปที่ ${i + 1}`}
                  style={{ objectFit: 'cover' }}
                />
                <Input
                  aria-label={`คำอธิบายรูปที่ ${i + 1}`}
                  placeholder="คำอธิบายรูป (สำหรับผู้ใช้โปรแกรมอ่านหน้าจอ)"
                  value={p.alt}
                  maxLength={200}
                  style={{ width: 300 }}
                  onChange={(e) => setD({ ...d, photos: d.photos.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)) })}
                />
                <Button icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`เลื่อนรูปที่ ${i + 1} ขึ้น`} />
                <Button
                  icon={<ArrowDownOutlined />}
                  disabled={i === d.photos.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`เลื่อนรูปที่ ${i + 1} ลง`}
                />
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  disabled={d.photos.length === 1}
                  onClick={() => setD({ ...d, photos: d.photos.filter((_, j) => j !== i) })}
                  aria-label={`เอารูปที่ ${i + 1} ออก`}
                />
              </Space>
            ))}
            <Space wrap>
              <Input
                placeholder="คำอธิบายรูปใหม่"
                value={newAlt}
                maxLength={200}
                onChange={(e) => setNewAlt(e.target.value)}
                style={{ width: 300 }}
              />
              <Upload
                accept="image/*"
                showUploadList={false}
                beforeUpload={(file) => {
                  // Added at once after the others; the order and texts above are saved with บันทึก.
                  void addProductPhoto(product.id, file, newAlt).then((next) => {
                    setNewAlt('');
                    setD({ ...d, photos: [...d.photos, next.photos[next.photos.length - 1]!] });
                  });
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />}>เพิ่มรูป</Button>
              </Upload>
            </Space>

            <Typography.Title level={5}>สต็อกตามสาขา</Typography.Title>
            {d.stock.map((s, i) => (
              <Space key={s.branchId}>
                <span style={{ width: 120, display: 'inline-block' }}>สาขา{s.name}</span>
                <Checkbox
                  checked={s.quantity !== null}
                  onChange={(e) =>
                    setD({ ...d, stock: d.stock.map((x, j) => (j === i ? { ...x, quantity: e.target.checked ? 0 : null } : x)) })
                  }
                >
                  เก็บสต็อก
                </Checkbox>
                <InputNumber
                  aria-label={`จำนวนที่สาขา${s.name}`}
                  min={0}
                  max={100000}
                  precision={0}
                  disabled={s.quantity === null}
                  value={s.quantity}
                  onChange={(v) => setD({ ...d, stock: d.stock.map((x, j) => (j === i ? { ...x, quantity: v ?? 0 } : x)) })}
                />
                {s.quantity === null && <Typography.Text type="secondary">ไม่เก็บสต็อก (หน้าสินค้าแสดง "สอบถามร้าน")</Typography.Text>}
              </Space>
            ))}
          </Space>
        )}
      </Modal>
    </>
  );
}
