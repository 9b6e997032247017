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
  claimNotPending: [
    '该认领已不在待审核状态：包裹已交给他人，或预报已取消、已修改单号',
    'This claim is no longer waiting for a decision: the parcel went to someone else, or the forecast was cancelled or its number changed.',
  ],
  claimAlreadyDecided: ['该认领已审核过', 'This claim has already been decided.'],
  claimLabelNamesAnother: [
    '包裹标签上的会员编号属于其他会员，不能交给此会员',
    'The member code on the label belongs to another member: the parcel cannot go to this one.',
  ],
  photoTooLarge: ['每张图片不能超过 5M', 'Each image can be at most 5 MB.'],
  photoTypeInvalid: ['图片格式只支持 png、gif、jpg、jpeg', 'Images must be png, gif, jpg or jpeg.'],
  photoNotBase64: ['图片须为 base64 编码', 'Images must be base64-encoded.'],
  tooManyPhotos: ['一次最多上传 3 张图片', 'Upload at most 3 images at a time.'],
  photoLimitReached: ['该包裹的图片已达上限（10 张）', 'This parcel already has the maximum of 10 images.'],
});
