// Messages of the warehouse's side of a parcel (staff routes and commands) and of its photos.
import { messageTable } from '../../kernel/message-table.ts';

export const parcelWarehouseMessages = messageTable({
  parcelStatusChanged: ['包裹状态刚被其他操作更改，请刷新后重试', 'The parcel was just changed by another action. Reload it and try again.'],
  transitionNotAllowed: ['包裹当前状态不允许此操作', 'The parcel’s current status does not allow this action.'],
  parcelAlreadyArrived: ['该运单号的包裹已到仓，不能重复到仓', 'A parcel with this tracking number has already arrived.'],
  parcelIsAbnormal: ['包裹处于异常状态，请先解除异常', 'The parcel is marked abnormal. Clear the problem first.'],
  parcelNotAbnormal: ['包裹没有异常标记', 'The parcel is not marked abnormal.'],
  staffTrackingNumberInvalid: ['运单号须为 5–40 位大写字母、数字或 -', 'A tracking number is 5–40 letters, digits or dashes.'],
  staffWarehouseUnknown: ['该仓库不存在', 'There is no such warehouse.'],
  photoTooLarge: ['每张图片不能超过 5M', 'Each image can be at most 5 MB.'],
  photoTypeInvalid: ['图片格式只支持 png、gif、jpg、jpeg', 'Images must be png, gif, jpg or jpeg.'],
  photoNotBase64: ['图片须为 base64 编码', 'Images must be base64-encoded.'],
  tooManyPhotos: ['一次最多上传 3 张图片', 'Upload at most 3 images at a time.'],
  photoLimitReached: ['该包裹的图片已达上限（10 张）', 'This parcel already has the maximum of 10 images.'],
});
