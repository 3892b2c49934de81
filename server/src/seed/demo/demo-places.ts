import { StoreCategory } from '../../stores/domain/store.constants';

/** Accounts that own the demo stores and workshops (password DEMO_PASSWORD, as the other demo accounts). */
export const DEMO_PLACE_OWNERS = {
  'aleppo-motors': { name: 'معرض حلب للسيارات', email: 'motors@sayyara.sy', phone: '0955111222', roles: ['shop_manager'] },
  nour: { name: 'نور الدين العلي', email: 'nour@sayyara.sy', phone: '0944556677', roles: ['shop_manager'] },
  hala: { name: 'هالة منصور', email: 'hala@sayyara.sy', phone: '0933221100', roles: ['shop_manager'] },
  omar: { name: 'عمر الحمصي', email: 'omar@sayyara.sy', phone: '0988123123', roles: ['shop_manager'] },
  majed: { name: 'ماجد الحداد', email: 'workshop@sayyara.sy', phone: '0944001122', roles: ['workshop'] },
  fadi: { name: 'فادي قصاب', email: 'fadi@sayyara.sy', phone: '0955334455', roles: ['workshop'] },
  yasser: { name: 'ياسر الأحمد', email: 'yasser@sayyara.sy', phone: '0966778899', roles: ['workshop'] },
  sami: { name: 'سامي داود', email: 'sami@sayyara.sy', phone: '0999887766', roles: ['workshop'] },
} as const;

export type DemoOwner = keyof typeof DEMO_PLACE_OWNERS;

export interface DemoStore {
  owner: DemoOwner;
  name: string;
  initials: string;
  colour: string;
  description: string;
  address: string;
  city: string;
  category: StoreCategory;
  phone: string;
  email: string;
  website: string;
  moderation: 'approve' | 'pending';
}

export const DEMO_STORES: DemoStore[] = [
  {
    owner: 'aleppo-motors',
    name: 'معرض حلب للسيارات',
    initials: 'حلب',
    colour: '#1549dd',
    description: 'معرض سيارات مستعملة وجديدة في حلب منذ 1998، سيارات مفحوصة بالكامل مع إمكانية التقسيط والتسجيل.',
    address: 'الشهباء الجديدة، شارع المعارض',
    city: 'حلب',
    category: 'showroom',
    phone: '0955111222',
    email: 'info@aleppo-motors.sy',
    website: 'https://aleppo-motors.sy',
    moderation: 'approve',
  },
  {
    owner: 'nour',
    name: 'أوتو ستار لقطع الغيار',
    initials: 'أس',
    colour: '#b91c1c',
    description: 'قطع غيار أصلية وتجارية لسيارات تويوتا وهيونداي وكيا، توصيل داخل دمشق خلال يوم واحد.',
    address: 'الزبلطاني، سوق قطع الغيار',
    city: 'دمشق',
    category: 'parts',
    phone: '0944556677',
    email: 'sales@autostar.sy',
    website: 'www.autostar.sy',
    moderation: 'approve',
  },
  {
    owner: 'hala',
    name: 'الساحل للإطارات والبطاريات',
    initials: 'سا',
    colour: '#047857',
    description: 'إطارات وبطاريات بكفالة رسمية، تبديل وترصيص مجاني عند الشراء، خدمة طوارئ على الطريق.',
    address: 'الزراعة، مقابل دوار الأزهري',
    city: 'اللاذقية',
    category: 'tyres',
    phone: '0933221100',
    email: 'sahel.tyres@gmail.com',
    website: '',
    moderation: 'approve',
  },
  {
    owner: 'hala',
    name: 'زينة السيارات في طرطوس',
    initials: 'زي',
    colour: '#7c3aed',
    description: 'إكسسوارات وفرش داخلي وتظليل وحماية طلاء للسيارات بأسعار منافسة وتركيب احترافي.',
    address: 'شارع الثورة، بناء الأطباء',
    city: 'طرطوس',
    category: 'accessories',
    phone: '0933221101',
    email: 'zina.cars@gmail.com',
    website: '',
    moderation: 'approve',
  },
  {
    owner: 'omar',
    name: 'معرض العاصي للسيارات',
    initials: 'عا',
    colour: '#c2410c',
    description: 'سيارات عائلية واقتصادية بحالة ممتازة، تبديل سيارتك القديمة بأخرى أحدث مع فرق سعر مريح.',
    address: 'طريق الشام، بجانب جسر الشرطة',
    city: 'حمص',
    category: 'showroom',
    phone: '0988123123',
    email: 'assi.motors@gmail.com',
    website: 'https://assi-motors.sy',
    moderation: 'approve',
  },
  {
    owner: 'omar',
    name: 'تأجير الشام للسيارات',
    initials: 'شا',
    colour: '#0f766e',
    description: 'تأجير سيارات يومي وشهري مع سائق أو بدون سائق، استلام من المطار أو من الفندق.',
    address: 'المزة، أوتوستراد المزة',
    city: 'دمشق',
    category: 'rental',
    phone: '0988123124',
    email: 'sham.rent@gmail.com',
    website: '',
    moderation: 'pending',
  },
];

export interface DemoWorkshop {
  owner: DemoOwner;
  name: string;
  sign: string;
  colour: string;
  city: string;
  location: string;
  registration: string;
  phone: string;
  workingHours: string;
  specialization: string;
  description: string;
  services: string[];
  warranty: boolean;
  moderation: 'approve' | 'pending';
  ads: Array<{ title: string; description: string; price: string }>;
  reviews: Array<{ by: 'samer' | 'rania' | DemoOwner; rating: number; comment: string }>;
}

export const DEMO_WORKSHOPS: DemoWorkshop[] = [
  {
    owner: 'majed',
    name: 'ورشة النجم لصيانة السيارات',
    sign: 'ورشة النجم',
    colour: '#1d4ed8',
    city: 'دمشق',
    location: 'القابون، المنطقة الصناعية، جادة 4',
    registration: '2019-01-104452',
    phone: '0944001122',
    workingHours: 'السبت - الخميس، 8 صباحًا - 6 مساءً',
    specialization: 'ميكانيك عام وكهرباء',
    description:
      'ورشة متكاملة لصيانة السيارات اليابانية والكورية منذ خمسة عشر عامًا، بأجهزة فحص كمبيوتر حديثة وفنيين معتمدين. نقدم فحص الضمان للسيارات المستعملة قبل الشراء.',
    services: ['فحص كمبيوتر', 'غيار زيت وفلاتر', 'صيانة فرامل', 'كهرباء سيارات', 'فحص ما قبل الشراء'],
    warranty: true,
    moderation: 'approve',
    ads: [
      {
        title: 'غيار زيت مع فلتر أصلي',
        description: 'زيت محرك تخليقي بالكامل مع فلتر زيت أصلي وفحص مجاني لـ 20 نقطة.',
        price: '1650',
      },
      { title: 'فحص كمبيوتر شامل', description: 'قراءة أعطال المحرك والجير والوسائد الهوائية مع تقرير مطبوع.', price: '1100' },
      {
        title: 'فحص ما قبل الشراء',
        description: 'فحص كامل للسيارة المستعملة قبل الشراء: محرك، جير، شاسيه، دهان وكهرباء.',
        price: '2200',
      },
    ],
    reviews: [
      { by: 'samer', rating: 5, comment: 'شغل نظيف ومواعيد دقيقة، شرحوا لي العطل بالتفصيل.' },
      { by: 'rania', rating: 4, comment: 'خدمة ممتازة لكن الانتظار كان طويلًا قليلًا يوم الخميس.' },
    ],
  },
  {
    owner: 'majed',
    name: 'مركز النجم لكهرباء السيارات',
    sign: 'كهرباء النجم',
    colour: '#0369a1',
    city: 'دمشق',
    location: 'الزاهرة الجديدة، شارع المدارس',
    registration: '2021-01-208816',
    phone: '0944001123',
    workingHours: '24/7',
    specialization: 'كهرباء وتكييف',
    description: 'فرع متخصص بكهرباء السيارات والتكييف والحساسات، مع خدمة طوارئ على مدار الساعة داخل دمشق.',
    services: ['تكييف وتعبئة غاز', 'حساسات وكمبيوتر', 'بطاريات ودينمو'],
    warranty: false,
    moderation: 'approve',
    ads: [
      { title: 'تعبئة غاز مكيف', description: 'فحص تسريب وتعبئة غاز المكيف مع تنظيف الفلتر الداخلي.', price: '2750' },
      { title: 'فحص بطارية ودينمو', description: 'فحص شحن الدينمو وحالة البطارية وتبديلها إن لزم بكفالة سنة.', price: '600' },
    ],
    reviews: [{ by: 'rania', rating: 5, comment: 'أصلحوا المكيف بنفس اليوم وبسعر معقول جدًا.' }],
  },
  {
    owner: 'fadi',
    name: 'ورشة الشهباء للميكانيك',
    sign: 'ورشة الشهباء',
    colour: '#b45309',
    city: 'حلب',
    location: 'الشيخ نجار، المدينة الصناعية',
    registration: '2018-02-330017',
    phone: '0955334455',
    workingHours: 'يوميًا 9 صباحًا - 7 مساءً',
    specialization: 'محركات وعلب سرعة',
    description: 'تصليح محركات البنزين والديزل وعلب السرعة الأوتوماتيكية بقطع أصلية وكفالة على العمل.',
    services: ['توضيب محركات', 'علب سرعة أوتوماتيك', 'فحص ضمان', 'دوزان'],
    warranty: true,
    moderation: 'approve',
    ads: [
      { title: 'توضيب محرك كامل', description: 'توضيب محرك مع قطع أصلية وكفالة ستة أشهر على العمل.', price: '55000' },
      { title: 'غيار زيت جير أوتوماتيك', description: 'تبديل زيت الجير الأوتوماتيكي بالطريقة الكاملة مع الفلتر.', price: '3300' },
    ],
    reviews: [
      { by: 'samer', rating: 4, comment: 'أسعار جيدة وشغل متقن، أنصح بها لأصحاب السيارات الكورية.' },
      { by: 'nour', rating: 3, comment: 'العمل جيد لكن التسليم تأخر يومين عن الموعد.' },
    ],
  },
  {
    owner: 'yasser',
    name: 'مركز العاصي لفحص السيارات',
    sign: 'مركز العاصي',
    colour: '#15803d',
    city: 'حمص',
    location: 'الوعر، شارع الكورنيش الغربي',
    registration: '2020-03-118890',
    phone: '0966778899',
    workingHours: '24/7',
    specialization: 'فحص فني وضمان',
    description: 'مركز فحص فني معتمد يقدم فحص الضمان وتقارير الحالة للسيارات المستعملة قبل البيع والشراء.',
    services: ['فحص ضمان', 'فحص شاسيه ودهان', 'تقرير حالة مفصل'],
    warranty: true,
    moderation: 'approve',
    ads: [
      {
        title: 'تقرير حالة مفصل للسيارة',
        description: 'تقرير مصور يشمل الدهان والشاسيه والمحرك والجير مع توصيات واضحة.',
        price: '2500',
      },
    ],
    reviews: [
      { by: 'rania', rating: 5, comment: 'فحص دقيق جدًا، اكتشفوا ضربة قديمة لم يذكرها البائع.' },
      { by: 'samer', rating: 5, comment: 'مركز محترم والتقرير واضح ومفيد.' },
    ],
  },
  {
    owner: 'yasser',
    name: 'ورشة الوعر للحدادة والدهان',
    sign: 'حدادة ودهان',
    colour: '#be123c',
    city: 'حمص',
    location: 'الوعر، خلف مشفى البر',
    registration: '2022-03-402271',
    phone: '0966778800',
    workingHours: 'السبت - الخميس، 8 صباحًا - 5 مساءً',
    specialization: 'حدادة ودهان',
    description: 'إصلاح الصدمات والدهان بفرن حراري وتلميع وحماية الطلاء.',
    services: ['دهان بفرن حراري', 'سحب صدمات', 'تلميع'],
    warranty: false,
    moderation: 'approve',
    ads: [{ title: 'تلميع وحماية طلاء', description: 'تلميع كامل بثلاث مراحل مع طبقة حماية تدوم ستة أشهر.', price: '4400' }],
    reviews: [],
  },
  {
    owner: 'sami',
    name: 'ورشة البحر للتكييف والكهرباء',
    sign: 'ورشة البحر',
    colour: '#0e7490',
    city: 'اللاذقية',
    location: 'الرمل الشمالي، شارع الجمهورية',
    registration: '2017-04-220045',
    phone: '0999887766',
    workingHours: 'يوميًا 8 صباحًا - 10 مساءً',
    specialization: 'تكييف وكهرباء',
    description: 'متخصصون بتكييف السيارات في أجواء الساحل الرطبة، مع فحص دوري للكهرباء والبطاريات.',
    services: ['تكييف', 'كهرباء', 'بطاريات'],
    warranty: false,
    moderation: 'approve',
    ads: [
      { title: 'صيانة مكيف شاملة', description: 'تنظيف الردياتير وتبديل الفلتر وتعبئة الغاز مع فحص الكمبريسور.', price: '3850' },
      { title: 'تركيب حساسات ركن', description: 'تركيب أربعة حساسات ركن خلفية مع شاشة وكفالة سنة.', price: '5500' },
    ],
    reviews: [{ by: 'samer', rating: 4, comment: 'المكيف صار ممتاز، والتعامل راقٍ.' }],
  },
  {
    owner: 'sami',
    name: 'ورشة الكورنيش للإطارات',
    sign: 'إطارات الكورنيش',
    colour: '#4d7c0f',
    city: 'طرطوس',
    location: 'الكورنيش البحري، قرب المرفأ',
    registration: '2023-05-510032',
    phone: '0999887700',
    workingHours: '24/7',
    specialization: 'إطارات وترصيص',
    description: 'تبديل وترصيص الإطارات وضبط الزوايا بأجهزة ليزر.',
    services: ['ترصيص', 'ضبط زوايا', 'تبديل إطارات'],
    warranty: false,
    moderation: 'approve',
    ads: [
      {
        title: 'ترصيص وضبط زوايا',
        description: 'ترصيص الإطارات الأربعة وضبط الزوايا بجهاز ليزر مع تقرير قبل وبعد.',
        price: '1200',
      },
    ],
    reviews: [{ by: 'rania', rating: 4, comment: 'سريعين ودقيقين، والسعر مناسب.' }],
  },
  {
    owner: 'fadi',
    name: 'ورشة القلعة لكهرباء السيارات',
    sign: 'ورشة القلعة',
    colour: '#6d28d9',
    city: 'حلب',
    location: 'باب الحديد، سوق الكهربائيين',
    registration: '2024-02-612290',
    phone: '0955334400',
    workingHours: '',
    specialization: 'كهرباء سيارات',
    description: 'فرع جديد لكهرباء السيارات والحساسات في حلب القديمة.',
    services: ['كهرباء', 'حساسات'],
    warranty: false,
    moderation: 'pending',
    ads: [],
    reviews: [],
  },
];
