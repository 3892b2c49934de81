export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'الرئيسية' },
  { to: '/car-listings', label: 'السيارات' },
  { to: '/rentals', label: 'الإيجار' },
  { to: '/workshops', label: 'الورش' },
  { to: '/stores', label: 'المتاجر' },
  { to: '/know-your-needs', label: 'اعرف احتياجاتك' },
  { to: '/spare-parts', label: 'قطع الغيار' },
];

export const INFO_NAV: NavItem[] = [
  { to: '/about', label: 'من نحن' },
  { to: '/contact', label: 'اتصل بنا' },
  { to: '/privacy', label: 'سياسة الخصوصية' },
  { to: '/terms', label: 'الشروط والأحكام' },
  { to: '/faqs', label: 'الأسئلة الشائعة' },
];
