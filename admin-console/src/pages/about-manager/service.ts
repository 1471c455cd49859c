import { contentCalls as calls, type AboutUpdateFields } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export interface AboutInput extends AboutUpdateFields {
  img1?: File;
  img2?: File;
}

export const listAbout = () => request(calls.getAbout);
/** Multipart header, slogan, description and whichever of img1/img2 were replaced. */
export const updateAbout = (id: number, { header, slogan, description, img1, img2 }: AboutInput) =>
  request(calls.updateAbout, { params: { id }, body: formData({ header, slogan, description, img1, img2 }) });
