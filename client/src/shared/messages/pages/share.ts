// The share page's Arabic texts (part of the client catalogue; loaded with that page only).

export const shareAr = {
  copied: 'تم نسخ الرابط إلى الحافظة',
  copyFailed: 'تعذر النسخ تلقائيًا، انسخ الرابط من هنا:',
} as const;
