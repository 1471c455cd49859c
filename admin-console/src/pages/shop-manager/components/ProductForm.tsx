import type { ReactElement } from 'react';
import { ModalForm, ProForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { IMAGE_FORMATS_TEXT, imageSrc, PRODUCT_UNITS, type Product } from '@goldshop/api/contract';
import { ImagePicker } from '../../../components/ImagePicker';
import { categoryOptions } from '../../../lib/category';
import { formatWholeBaht } from '../../../lib/money';
import { notifySuccess } from '../../../services/feedback';
import { addProduct, updateProduct, type ProductInput } from '../service';

const UNITS = PRODUCT_UNITS.map((u) => ({ value: u, label: u }));

/** Add (no `product`) or edit one product; the image is required for a new product only. */
export function ProductForm({ product, trigger, onSaved }: { product?: Product; trigger: ReactElement; onSaved: () => void }) {
  const editing = !!product;
  return (
    <ModalForm<ProductInput>
      name={product ? `product-${product.id}` : 'product-new'}
      title={editing ? `แก้ไขสินค้า ${product.code}` : 'เพิ่มสินค้า'}
      trigger={trigger}
      width={560}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={
        product
          ? { code: product.code, weight: product.weight, unit: product.unit, cat_id: product.cat_id, makingCharge: product.makingCharge }
          : { unit: 'บาท' }
      }
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (values) => {
        try {
          if (product) await updateProduct(product.id, values);
          else await addProduct(values);
        } catch {
          return false; // the server's message is already on screen; keep the form open
        }
        notifySuccess(editing ? 'บันทึกการแก้ไขสินค้าแล้ว' : 'เพิ่มสินค้าแล้ว');
        onSaved();
        return true;
      }}
    >
      <ProForm.Group>
        <ProFormText
          name="code"
          label="รหัสสินค้า"
          width="sm"
          rules={[{ required: true, message: 'กรุณากรอกรหัสสินค้า' }]}
          fieldProps={{ maxLength: 50 }}
        />
        <ProFormSelect
          name="cat_id"
          label="หมวดหมู่"
          width="sm"
          options={categoryOptions(product?.cat_id)}
          rules={[{ required: true, message: 'กรุณาเลือกหมวดหมู่' }]}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormDigit
          name="weight"
          label="น้ำหนัก"
          width="sm"
          min={0.01}
          max={100000}
          fieldProps={{ precision: 2, step: 0.25 }}
          rules={[{ required: true, message: 'กรุณากรอกน้ำหนัก' }]}
        />
        <ProFormSelect
          name="unit"
          label="หน่วย"
          width="sm"
          options={UNITS}
          fieldProps={{ showSearch: true }}
          rules={[{ required: true, message: 'กรุณาเลือกหน่วย' }]}
        />
      </ProForm.Group>
      <ProFormDigit
        name="makingCharge"
        label="ค่ากำเหน็จ (บาท ต่อชิ้น)"
        width="sm"
        min={0}
        max={1_000_000}
        placeholder="0"
        fieldProps={{ precision: 2, step: 100 }}
        extra={
          product?.price != null
            ? `ราคาวันนี้ ${formatWholeBaht(product.price)} = น้ำหนัก × ราคาขายทองรูปพรรณ + ค่ากำเหน็จ (ปัดขึ้นเป็นบาท)`
            : 'ราคาสินค้า = น้ำหนัก × ราคาขายทองรูปพรรณวันนี้ + ค่ากำเหน็จ (ปัดขึ้นเป็นบาท)'
        }
      />
      <ProForm.Item
        name="img"
        label="รูปสินค้า"
        rules={editing ? [] : [{ required: true, message: 'กรุณาเลือกรูปสินค้า' }]}
        extra={`${IMAGE_FORMATS_TEXT} ไม่เกิน 10 MB`}
      >
        <ImagePicker current={imageSrc(product?.img)} label="รูปสินค้า" />
      </ProForm.Item>
    </ModalForm>
  );
}
