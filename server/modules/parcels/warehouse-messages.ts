// Messages of the warehouse's side of a parcel (staff routes and commands) and of its photos.
import type { Locale } from '../../../lib/contract/constants.ts';

export const parcelWarehouseMessages = {
  parcelStatusChanged: {
    'zh-Hans': '包裹状态刚被其他操作更改，请刷新后重试',
    en: 'The parcel was just changed by another action. Reload it and try again.',
  },
  transitionNotAllowed: {
    'zh-Hans': '包裹当前状态不允许此操作',
    en: 'The parcel’s current status does not allow this action.',
  },
  parcelAlreadyArrived: {
    'zh-Hans': '该运单号的包裹已到仓，不能重复到仓',
    en: 'A parcel with this tracking number has already arrived.',
  },
  parcelIsAbnormal: {
    'zh-Hans': '包裹处于异常状态，请先解除异常',
    en: 'The parcel is marked abnormal. Clear the problem first.',
  },
  parcelNotAbnormal: { 'zh-Hans': '包裹没有异常标记', en: 'The parcel is not marked abnormal.' },
  staffTrackingNumberInvalid: {
    'zh-Hans': '运单号须为 5–40 位大写字母、数字或 -',
    en: 'A tracking number is 5–40 letters, digits or dashes.',
  },
  staffWarehouseUnknown: { 'zh-Hans': '该仓库不存在', en: 'There is no such warehouse.' },
  photoTooLarge: { 'zh-Hans': '每张图片不能超过 5M', en: 'Each image can be at most 5 MB.' },
  photoTypeInvalid: {
    'zh-Hans': '图片格式只支持 png、gif、jpg、jpeg',
    en: 'Images must be png, gif, jpg or jpeg.',
  },
  photoNotBase64: { 'zh-Hans': '图片须为 base64 编码', en: 'Images must be base64-encoded.' },
  tooManyPhotos: { 'zh-Hans': '一次最多上传 3 张图片', en: 'Upload at most 3 images at a time.' },
  photoLimitReached: {
    'zh-Hans': '该包裹的图片已达上限（10 张）',
    en: 'This parcel already has the maximum of 10 images.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
