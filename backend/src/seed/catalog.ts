/**
 * Reference data for the demo seed: names, places, payers, pharmacies and a small clinical
 * catalogue (ICD-10-CM problems with the drugs, labs and programs that go with them, CPT
 * codes with typical charges). Values are realistic but every person and phone number is fictional.
 */

// ---------------------------------------------------------------- people

export interface NameGroup {
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  /** Spoken language and its weight within the group. */
  languages: readonly (readonly [string, number])[];
}

const ANGLO_F = ['Emily', 'Sarah', 'Jessica', 'Ashley', 'Megan', 'Lauren', 'Rachel', 'Hannah', 'Olivia', 'Emma', 'Abigail', 'Madison', 'Elizabeth', 'Mary', 'Patricia', 'Linda', 'Barbara', 'Susan', 'Karen', 'Nancy', 'Margaret', 'Dorothy', 'Carol', 'Donna', 'Ruth', 'Helen', 'Shirley', 'Joan', 'Judith', 'Kathleen', 'Heather', 'Amanda', 'Stephanie', 'Nicole', 'Katherine', 'Claire', 'Grace', 'Chloe', 'Avery', 'Harper', 'Ella', 'Evelyn', 'Lily', 'Nora', 'Beverly', 'Diane', 'Janet', 'Theresa'];
const ANGLO_M = ['James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Paul', 'Andrew', 'Joshua', 'Kenneth', 'Kevin', 'Brian', 'George', 'Timothy', 'Ronald', 'Edward', 'Jason', 'Jeffrey', 'Ryan', 'Jacob', 'Gary', 'Nicholas', 'Eric', 'Jonathan', 'Stephen', 'Larry', 'Justin', 'Scott', 'Brandon', 'Benjamin', 'Samuel', 'Gregory', 'Frank', 'Raymond', 'Patrick', 'Jack', 'Dennis', 'Tyler', 'Aaron', 'Henry', 'Walter', 'Liam', 'Noah', 'Ethan', 'Owen', 'Wyatt', 'Caleb'];
const ANGLO_L = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Olson', 'Schmidt', 'Hoffman', 'Schneider', 'Meyer', 'Weber', 'Larson', 'Sullivan', "O'Brien", "O'Connor", 'McCarthy', 'Gallagher', 'Russo', 'Romano', 'Esposito', 'Rossi', 'Cohen', 'Levy', 'Goldberg', 'Friedman', 'Katz', 'Lindgren', 'Johansson'];

export const NAME_GROUPS = {
  anglo: { female: ANGLO_F, male: ANGLO_M, last: ANGLO_L, languages: [['English', 1]] },
  africanAmerican: {
    female: [...ANGLO_F.slice(0, 20), 'Aaliyah', 'Imani', 'Jasmine', 'Keisha', 'Tiana', 'Destiny', 'Ebony', 'Latoya', 'Monique', 'Shanice', 'Tamika', 'Kiara'],
    male: [...ANGLO_M.slice(0, 20), 'DeShawn', 'Jamal', 'Darnell', 'Tyrone', 'Malik', 'Marcus', 'Andre', 'Terrell', 'Jalen', 'Xavier', 'Cedric', 'Reginald'],
    last: ['Washington', 'Jackson', 'Jefferson', 'Banks', 'Booker', 'Coleman', 'Freeman', 'Simmons', 'Hayes', 'Bryant', 'Gaines', 'Mosley', 'Williams', 'Johnson', 'Harris', 'Robinson', 'Dixon', 'Holmes', 'Franklin', 'Pierce'],
    languages: [['English', 1]],
  },
  hispanic: {
    female: ['María', 'Guadalupe', 'Rosa', 'Ana', 'Carmen', 'Sofía', 'Isabella', 'Valentina', 'Camila', 'Lucía', 'Daniela', 'Gabriela', 'Alejandra', 'Verónica', 'Yesenia', 'Leticia', 'Marisol', 'Esperanza', 'Paola', 'Ximena', 'Adriana', 'Beatriz'],
    male: ['José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Jesús', 'Alejandro', 'Francisco', 'Antonio', 'Pedro', 'Manuel', 'Ricardo', 'Fernando', 'Diego', 'Mateo', 'Santiago', 'Javier', 'Raúl', 'Héctor', 'Eduardo', 'Rafael'],
    last: ['García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Ruiz', 'Mendoza', 'Castillo', 'Vargas', 'Jiménez', 'Romero', 'Herrera', 'Medina', 'Aguilar', 'Vega', 'Castro', 'Delgado', 'Soto', 'Rosario', 'Colón'],
    languages: [['English', 55], ['Spanish', 45]],
  },
  vietnamese: {
    female: ['Linh', 'Mai', 'Lan', 'Hoa', 'Thu', 'Ngoc', 'Anh', 'Trang', 'Huong', 'Phuong', 'Thao', 'Vy'],
    male: ['Minh', 'Tuan', 'Duc', 'Hung', 'Quang', 'Long', 'Nam', 'Khoa', 'Thanh', 'Bao', 'Hieu', 'Phuc'],
    last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Phan', 'Vu', 'Vo', 'Dang', 'Bui', 'Do', 'Ho', 'Ngo', 'Duong', 'Ly'],
    languages: [['Vietnamese', 50], ['English', 50]],
  },
  arabic: {
    female: ['Fatima', 'Aisha', 'Layla', 'Mariam', 'Noor', 'Yasmin', 'Huda', 'Rania', 'Salma', 'Amira', 'Zainab'],
    male: ['Mohammed', 'Ahmed', 'Ali', 'Omar', 'Khalid', 'Youssef', 'Hassan', 'Ibrahim', 'Samir', 'Karim', 'Tariq'],
    last: ['Haddad', 'Khalil', 'Mansour', 'Saleh', 'Nasser', 'Hamdan', 'Abdullah', 'Farah', 'Aziz', 'Darwish', 'Jaber', 'Hussein', 'Awad'],
    languages: [['Arabic', 45], ['English', 55]],
  },
  westAfrican: {
    female: ['Adaeze', 'Chioma', 'Ngozi', 'Amara', 'Abena', 'Ama', 'Folake', 'Yetunde'],
    male: ['Chinedu', 'Oluwaseun', 'Kwame', 'Kofi', 'Emeka', 'Tunde', 'Ikenna', 'Kwabena'],
    last: ['Okafor', 'Okonkwo', 'Adeyemi', 'Mensah', 'Boateng', 'Owusu', 'Eze', 'Nwosu', 'Adebayo', 'Diallo'],
    languages: [['English', 80], ['French', 10], ['Yoruba', 10]],
  },
  southAsian: {
    female: ['Priya', 'Ananya', 'Deepa', 'Sunita', 'Kavya', 'Neha', 'Pooja', 'Lakshmi', 'Meera', 'Sana'],
    male: ['Raj', 'Arjun', 'Vikram', 'Sanjay', 'Rahul', 'Amit', 'Ravi', 'Suresh', 'Imran', 'Rohan'],
    last: ['Patel', 'Shah', 'Singh', 'Kumar', 'Sharma', 'Gupta', 'Reddy', 'Desai', 'Iyer', 'Chaudhry', 'Khan', 'Mehta'],
    languages: [['English', 75], ['Hindi', 10], ['Gujarati', 10], ['Urdu', 5]],
  },
  chinese: {
    female: ['Mei', 'Xiu Ying', 'Li Na', 'Jia', 'Yan', 'Hui', 'Ling'],
    male: ['Wei', 'Jian', 'Hao', 'Jun', 'Ming', 'Qiang', 'Lei'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'],
    languages: [['English', 55], ['Mandarin', 30], ['Cantonese', 15]],
  },
  korean: {
    female: ['Ji-woo', 'Min-ji', 'Soo-jin', 'Eun-ji', 'Hye-jin'],
    male: ['Min-jun', 'Sung-ho', 'Jae-won', 'Dong-hyun', 'Ji-hoon'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon'],
    languages: [['English', 65], ['Korean', 35]],
  },
  filipino: {
    female: ['Maricel', 'Rowena', 'Analyn', 'Jocelyn', 'Marilou', 'Cristina'],
    male: ['Romeo', 'Rodel', 'Jun', 'Ramon', 'Ariel', 'Nestor'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Dela Cruz', 'Garcia', 'Mendoza', 'Villanueva', 'Aquino'],
    languages: [['English', 80], ['Tagalog', 20]],
  },
  eastEuropean: {
    female: ['Anna', 'Katarzyna', 'Magdalena', 'Olena', 'Natalia', 'Irina', 'Svetlana', 'Agnieszka', 'Oksana', 'Yulia'],
    male: ['Piotr', 'Tomasz', 'Andriy', 'Dmitri', 'Sergei', 'Pavel', 'Marek', 'Krzysztof', 'Oleksandr', 'Viktor'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Shevchenko', 'Kovalenko', 'Bondarenko', 'Ivanov', 'Petrov', 'Sokolov'],
    languages: [['English', 50], ['Polish', 25], ['Ukrainian', 15], ['Russian', 10]],
  },
  haitian: {
    female: ['Marie', 'Nadège', 'Fabienne', 'Guerline', 'Rose-Marie', 'Sandrine', 'Widlyne'],
    male: ['Jean', 'Pierre', 'Jean-Baptiste', 'Wilner', 'Frantz', 'Jacques', 'Emmanuel', 'Ricardo'],
    last: ['Joseph', 'Pierre', 'Jean-Louis', 'Charles', 'Baptiste', 'Louis', 'Dorval', 'Toussaint', 'Fleurant', 'Desir'],
    languages: [['Haitian Creole', 40], ['French', 25], ['English', 35]],
  },
} as const satisfies Record<string, NameGroup>;

export type NameGroupKey = keyof typeof NAME_GROUPS;

// ---------------------------------------------------------------- places

export interface Place {
  city: string;
  state: string;
  zips: readonly string[];
  weight: number;
}

export interface Locality {
  places: readonly Place[];
  streets: readonly string[];
  /** Name groups of the neighbourhood and their weights. */
  population: readonly (readonly [NameGroupKey, number])[];
  hospitals: readonly string[];
  pharmacies: readonly { name: string; phone: string }[];
  /** State Medicaid managed-care plans and the regional Blue plan. */
  medicaidPlans: readonly string[];
  bluePlan: { name: string; website: string };
}

export const LOCALITIES: Record<'northside' | 'lakeview', Locality> = {
  northside: {
    places: [
      { city: 'Chicago', state: 'IL', zips: ['60613', '60640', '60625', '60618', '60657', '60626', '60659', '60660', '60645', '60630'], weight: 62 },
      { city: 'Evanston', state: 'IL', zips: ['60201', '60202'], weight: 10 },
      { city: 'Skokie', state: 'IL', zips: ['60076', '60077'], weight: 9 },
      { city: 'Lincolnwood', state: 'IL', zips: ['60712'], weight: 4 },
      { city: 'Niles', state: 'IL', zips: ['60714'], weight: 4 },
      { city: 'Park Ridge', state: 'IL', zips: ['60068'], weight: 4 },
      { city: 'Oak Park', state: 'IL', zips: ['60302', '60304'], weight: 3 },
      { city: 'Hammond', state: 'IN', zips: ['46320', '46324'], weight: 2 },
      { city: 'Kenosha', state: 'WI', zips: ['53140', '53144'], weight: 2 },
    ],
    streets: ['N Broadway', 'N Clark St', 'W Lawrence Ave', 'N Sheridan Rd', 'W Irving Park Rd', 'N Lincoln Ave', 'W Foster Ave', 'N Damen Ave', 'N Western Ave', 'W Belmont Ave', 'N Kedzie Ave', 'W Montrose Ave', 'N Ashland Ave', 'W Devon Ave', 'N California Ave', 'Dempster St', 'Central St', 'Main St', 'Oak St', 'Maple Ave', 'Church St', 'Touhy Ave'],
    population: [['anglo', 34], ['africanAmerican', 14], ['hispanic', 20], ['eastEuropean', 7], ['southAsian', 6], ['arabic', 5], ['chinese', 3], ['korean', 3], ['filipino', 3], ['vietnamese', 3], ['westAfrican', 2]],
    hospitals: ['Northwestern Memorial Hospital', 'Advocate Illinois Masonic Medical Center', 'Swedish Hospital', 'Weiss Memorial Hospital', 'Evanston Hospital (Endeavor Health)'],
    pharmacies: [
      { name: 'Walgreens #03148 – N Broadway', phone: '(555) 010-4410' },
      { name: 'CVS Pharmacy #8823 – W Lawrence Ave', phone: '(555) 010-8823' },
      { name: 'Jewel-Osco Pharmacy #3417', phone: '(555) 011-3417' },
      { name: "Mariano's Pharmacy – Lincoln Ave", phone: '(555) 011-5120' },
      { name: 'Costco Pharmacy – Niles', phone: '(555) 012-0714' },
      { name: 'Walmart Pharmacy #5781', phone: '(555) 012-5781' },
      { name: 'Devon Community Pharmacy', phone: '(555) 013-6330' },
    ],
    medicaidPlans: ['Meridian (IL Medicaid)', 'Blue Cross Community Health Plans (IL Medicaid)', 'CountyCare (IL Medicaid)'],
    bluePlan: { name: 'Blue Cross Blue Shield of Illinois', website: 'bcbsil.com' },
  },
  lakeview: {
    places: [
      { city: 'Orlando', state: 'FL', zips: ['32801', '32803', '32804', '32806', '32807', '32812', '32817', '32822', '32825', '32835'], weight: 55 },
      { city: 'Winter Park', state: 'FL', zips: ['32789', '32792'], weight: 10 },
      { city: 'Kissimmee', state: 'FL', zips: ['34741', '34744'], weight: 9 },
      { city: 'Altamonte Springs', state: 'FL', zips: ['32701', '32714'], weight: 7 },
      { city: 'Oviedo', state: 'FL', zips: ['32765'], weight: 5 },
      { city: 'Sanford', state: 'FL', zips: ['32771'], weight: 5 },
      { city: 'Winter Garden', state: 'FL', zips: ['34787'], weight: 5 },
      { city: 'Savannah', state: 'GA', zips: ['31401', '31405'], weight: 2 },
      { city: 'San Juan', state: 'PR', zips: ['00907', '00926'], weight: 2 },
    ],
    streets: ['E Colonial Dr', 'S Orange Ave', 'N Mills Ave', 'Curry Ford Rd', 'Lake Underhill Rd', 'Conway Rd', 'E Michigan St', 'Edgewater Dr', 'Aloma Ave', 'W Fairbanks Ave', 'John Young Pkwy', 'Goldenrod Rd', 'Lake Baldwin Ln', 'Semoran Blvd', 'Bumby Ave', 'Lakemont Ave', 'Palm Dr', 'Cypress St'],
    population: [['anglo', 36], ['hispanic', 28], ['africanAmerican', 12], ['vietnamese', 8], ['haitian', 5], ['southAsian', 4], ['arabic', 3], ['chinese', 2], ['filipino', 2]],
    hospitals: ['AdventHealth Orlando', 'Orlando Regional Medical Center', 'AdventHealth Winter Park', 'Orlando Health Dr. P. Phillips Hospital'],
    pharmacies: [
      { name: 'Publix Pharmacy #1260', phone: '(555) 020-1260' },
      { name: 'CVS Pharmacy #5306 – E Colonial Dr', phone: '(555) 020-5306' },
      { name: 'Walgreens #07291 – S Orange Ave', phone: '(555) 021-7291' },
      { name: 'Winn-Dixie Pharmacy #2347', phone: '(555) 021-2347' },
      { name: 'Walmart Pharmacy #1053', phone: '(555) 022-1053' },
      { name: 'Mills Avenue Community Pharmacy', phone: '(555) 022-6455' },
    ],
    medicaidPlans: ['Sunshine Health (FL Medicaid)', 'Simply Healthcare (FL Medicaid)', 'Humana Healthy Horizons (FL Medicaid)'],
    bluePlan: { name: 'Florida Blue', website: 'floridablue.com' },
  },
};

export const MAIL_ORDER_PHARMACIES = [
  { name: 'Express Scripts Home Delivery', phone: '(800) 555-0177' },
  { name: 'CVS Caremark Mail Service Pharmacy', phone: '(800) 555-0142' },
  { name: 'Optum Home Delivery', phone: '(800) 555-0164' },
];

// ---------------------------------------------------------------- payers

export type PayerKind = 'Medicare' | 'MedicareAdvantage' | 'Medicaid' | 'Commercial' | 'Medigap';

export interface Payer {
  name: string;
  kind: PayerKind;
  insuranceType: string;
  phone: string;
  website: string;
  /** Short code used in ERA batch numbers. */
  code: string;
  /** Allowed amount as a share of billed charges. */
  allowedRate: number;
}

export const PAYERS = {
  medicare: { name: 'Medicare Part B', kind: 'Medicare', insuranceType: 'Medicare', phone: '(800) 633-4227', website: 'medicare.gov', code: 'MCR', allowedRate: 0.52 },
  humanaMa: { name: 'Humana Gold Plus (HMO)', kind: 'MedicareAdvantage', insuranceType: 'Medicare Advantage HMO', phone: '(800) 555-0110', website: 'humana.com', code: 'HUM', allowedRate: 0.55 },
  aetnaMa: { name: 'Aetna Medicare Advantage (PPO)', kind: 'MedicareAdvantage', insuranceType: 'Medicare Advantage PPO', phone: '(800) 555-0111', website: 'aetnamedicare.com', code: 'AETM', allowedRate: 0.56 },
  uhcMa: { name: 'AARP Medicare Advantage from UnitedHealthcare', kind: 'MedicareAdvantage', insuranceType: 'Medicare Advantage PPO', phone: '(800) 555-0112', website: 'uhc.com', code: 'UHCM', allowedRate: 0.56 },
  aetna: { name: 'Aetna', kind: 'Commercial', insuranceType: 'Commercial PPO', phone: '(800) 555-0120', website: 'aetna.com', code: 'AET', allowedRate: 0.68 },
  uhc: { name: 'UnitedHealthcare', kind: 'Commercial', insuranceType: 'Commercial PPO', phone: '(800) 555-0121', website: 'uhc.com', code: 'UHC', allowedRate: 0.66 },
  cigna: { name: 'Cigna', kind: 'Commercial', insuranceType: 'Commercial Open Access Plus', phone: '(800) 555-0122', website: 'cigna.com', code: 'CIG', allowedRate: 0.7 },
  humana: { name: 'Humana', kind: 'Commercial', insuranceType: 'Commercial HMO', phone: '(800) 555-0123', website: 'humana.com', code: 'HUMC', allowedRate: 0.64 },
  tricare: { name: 'TRICARE East', kind: 'Commercial', insuranceType: 'TRICARE Select', phone: '(800) 555-0124', website: 'tricare.mil', code: 'TRI', allowedRate: 0.55 },
  medigapG: { name: 'AARP Medicare Supplement Plan G (UnitedHealthcare)', kind: 'Medigap', insuranceType: 'Medicare Supplement', phone: '(800) 555-0130', website: 'uhc.com', code: 'AARP', allowedRate: 0.52 },
  medigapN: { name: 'Mutual of Omaha Medicare Supplement Plan N', kind: 'Medigap', insuranceType: 'Medicare Supplement', phone: '(800) 555-0131', website: 'mutualofomaha.com', code: 'MOO', allowedRate: 0.52 },
} as const satisfies Record<string, Payer>;

// ---------------------------------------------------------------- clinical catalogue

export interface DrugOption {
  name: string;
  dosages: readonly string[];
  frequency: string;
  type: string;
  daysToRefill: '30' | '90';
  /** Needs prior authorization with most payers. */
  priorAuth?: boolean;
  /** A program this drug enrols the patient in. */
  program?: 'glp1' | 'prolia' | 'b12';
}

export interface Condition {
  key: string;
  code: string;
  name: string;
  chronic: boolean;
  /** Probability of having it by age band: [0-17, 18-39, 40-64, 65+]. */
  prevalence: readonly [number, number, number, number];
  drugs: readonly DrugOption[];
  labs: readonly LabKey[];
  /** Programs a patient with this problem may be enrolled in. */
  programs: readonly ('ccm' | 'rpm' | 'b12' | 'glp1' | 'prolia' | 'obesity' | 'stone')[];
  referral?: string;
  sex?: 'Female' | 'Male';
}

export type LabKey = 'bmp' | 'cmp' | 'lipid' | 'cbc' | 'a1c' | 'tsh' | 'b12' | 'vitd' | 'uacr' | 'psa';

export const CONDITIONS: readonly Condition[] = [
  { key: 'htn', code: 'I10', name: 'Essential (primary) hypertension', chronic: true, prevalence: [0.005, 0.08, 0.35, 0.6], labs: ['bmp'], programs: ['ccm', 'rpm'], referral: 'Cardiology',
    drugs: [
      { name: 'Lisinopril', dosages: ['10 mg', '20 mg', '40 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '90' },
      { name: 'Amlodipine', dosages: ['5 mg', '10 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '90' },
      { name: 'Losartan', dosages: ['50 mg', '100 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '90' },
      { name: 'Hydrochlorothiazide', dosages: ['12.5 mg', '25 mg'], frequency: 'Once daily in the morning', type: 'Tablet', daysToRefill: '90' },
    ] },
  { key: 't2d', code: 'E11.9', name: 'Type 2 diabetes mellitus without complications', chronic: true, prevalence: [0.003, 0.04, 0.15, 0.25], labs: ['a1c', 'cmp', 'uacr', 'lipid'], programs: ['ccm', 'glp1'], referral: 'Ophthalmology (diabetic eye exam)',
    drugs: [
      { name: 'Metformin', dosages: ['500 mg', '1000 mg'], frequency: 'Twice daily with meals', type: 'Tablet', daysToRefill: '90' },
      { name: 'Metformin ER', dosages: ['500 mg', '750 mg'], frequency: 'Once daily with evening meal', type: 'Tablet', daysToRefill: '90' },
      { name: 'Empagliflozin (Jardiance)', dosages: ['10 mg', '25 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '30', priorAuth: true },
      { name: 'Semaglutide (Ozempic)', dosages: ['0.25 mg', '0.5 mg', '1 mg', '2 mg'], frequency: 'Once weekly, subcutaneous', type: 'Injection pen', daysToRefill: '30', priorAuth: true, program: 'glp1' },
    ] },
  { key: 't2dck', code: 'E11.22', name: 'Type 2 diabetes mellitus with diabetic chronic kidney disease', chronic: true, prevalence: [0, 0.003, 0.02, 0.05], labs: ['a1c', 'cmp', 'uacr'], programs: ['ccm', 'rpm'], referral: 'Nephrology',
    drugs: [
      { name: 'Insulin glargine (Lantus)', dosages: ['10 units', '20 units', '30 units'], frequency: 'Once daily at bedtime', type: 'Injection pen', daysToRefill: '30' },
      { name: 'Dapagliflozin (Farxiga)', dosages: ['10 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '30', priorAuth: true },
    ] },
  { key: 'hld', code: 'E78.5', name: 'Hyperlipidemia, unspecified', chronic: true, prevalence: [0.005, 0.08, 0.3, 0.45], labs: ['lipid'], programs: ['ccm'],
    drugs: [
      { name: 'Atorvastatin', dosages: ['10 mg', '20 mg', '40 mg', '80 mg'], frequency: 'Once daily at bedtime', type: 'Tablet', daysToRefill: '90' },
      { name: 'Rosuvastatin', dosages: ['5 mg', '10 mg', '20 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '90' },
    ] },
  { key: 'obesity', code: 'E66.9', name: 'Obesity, unspecified', chronic: true, prevalence: [0.08, 0.2, 0.3, 0.22], labs: ['a1c', 'lipid'], programs: ['obesity', 'glp1'],
    drugs: [
      { name: 'Semaglutide (Wegovy)', dosages: ['0.25 mg', '0.5 mg', '1 mg', '1.7 mg', '2.4 mg'], frequency: 'Once weekly, subcutaneous', type: 'Injection pen', daysToRefill: '30', priorAuth: true, program: 'glp1' },
      { name: 'Tirzepatide (Zepbound)', dosages: ['2.5 mg', '5 mg', '7.5 mg', '10 mg'], frequency: 'Once weekly, subcutaneous', type: 'Injection pen', daysToRefill: '30', priorAuth: true, program: 'glp1' },
    ] },
  { key: 'asthma', code: 'J45.909', name: 'Unspecified asthma, uncomplicated', chronic: true, prevalence: [0.08, 0.08, 0.07, 0.06], labs: [], programs: [],
    drugs: [
      { name: 'Albuterol HFA', dosages: ['90 mcg/actuation, 2 puffs'], frequency: 'Every 4–6 hours as needed for wheezing', type: 'Inhaler', daysToRefill: '30' },
      { name: 'Fluticasone HFA (Flovent)', dosages: ['44 mcg, 2 puffs', '110 mcg, 2 puffs'], frequency: 'Twice daily', type: 'Inhaler', daysToRefill: '30' },
    ] },
  { key: 'copd', code: 'J44.9', name: 'Chronic obstructive pulmonary disease, unspecified', chronic: true, prevalence: [0, 0.005, 0.05, 0.12], labs: ['cbc'], programs: ['ccm', 'rpm'], referral: 'Pulmonology',
    drugs: [
      { name: 'Tiotropium (Spiriva HandiHaler)', dosages: ['18 mcg'], frequency: 'Once daily, inhaled', type: 'Inhaler', daysToRefill: '30' },
      { name: 'Albuterol HFA', dosages: ['90 mcg/actuation, 2 puffs'], frequency: 'Every 4–6 hours as needed', type: 'Inhaler', daysToRefill: '30' },
    ] },
  { key: 'anxiety', code: 'F41.1', name: 'Generalized anxiety disorder', chronic: true, prevalence: [0.03, 0.14, 0.1, 0.06], labs: [], programs: [], referral: 'Behavioral health',
    drugs: [
      { name: 'Sertraline', dosages: ['25 mg', '50 mg', '100 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '30' },
      { name: 'Buspirone', dosages: ['7.5 mg', '10 mg'], frequency: 'Twice daily', type: 'Tablet', daysToRefill: '30' },
    ] },
  { key: 'depression', code: 'F32.A', name: 'Depression, unspecified', chronic: true, prevalence: [0.02, 0.1, 0.09, 0.07], labs: ['tsh'], programs: ['ccm'], referral: 'Behavioral health',
    drugs: [
      { name: 'Escitalopram', dosages: ['10 mg', '20 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '30' },
      { name: 'Bupropion XL', dosages: ['150 mg', '300 mg'], frequency: 'Once daily in the morning', type: 'Tablet', daysToRefill: '30' },
    ] },
  { key: 'hypothyroid', code: 'E03.9', name: 'Hypothyroidism, unspecified', chronic: true, prevalence: [0.003, 0.04, 0.08, 0.12], labs: ['tsh'], programs: [],
    drugs: [{ name: 'Levothyroxine', dosages: ['25 mcg', '50 mcg', '75 mcg', '100 mcg', '125 mcg'], frequency: 'Once daily on an empty stomach', type: 'Tablet', daysToRefill: '90' }] },
  { key: 'gerd', code: 'K21.9', name: 'Gastro-esophageal reflux disease without esophagitis', chronic: true, prevalence: [0.01, 0.08, 0.14, 0.18], labs: [], programs: [],
    drugs: [
      { name: 'Omeprazole', dosages: ['20 mg', '40 mg'], frequency: 'Once daily before breakfast', type: 'Capsule', daysToRefill: '90' },
      { name: 'Pantoprazole', dosages: ['40 mg'], frequency: 'Once daily before breakfast', type: 'Tablet', daysToRefill: '90' },
    ] },
  { key: 'osteoporosis', code: 'M81.0', name: 'Age-related osteoporosis without current pathological fracture', chronic: true, prevalence: [0, 0, 0.04, 0.14], labs: ['vitd', 'cmp'], programs: ['prolia'], sex: 'Female', referral: 'Endocrinology',
    drugs: [
      { name: 'Alendronate', dosages: ['70 mg'], frequency: 'Once weekly, 30 minutes before breakfast', type: 'Tablet', daysToRefill: '90' },
      { name: 'Denosumab (Prolia)', dosages: ['60 mg'], frequency: 'Every 6 months, subcutaneous (given in clinic)', type: 'Injection', daysToRefill: '90', priorAuth: true, program: 'prolia' },
    ] },
  { key: 'b12', code: 'E53.8', name: 'Deficiency of other specified B group vitamins (vitamin B12 deficiency)', chronic: true, prevalence: [0, 0.02, 0.04, 0.07], labs: ['b12', 'cbc'], programs: ['b12'],
    drugs: [{ name: 'Cyanocobalamin', dosages: ['1000 mcg/mL'], frequency: 'Monthly, intramuscular (given in clinic)', type: 'Injection', daysToRefill: '30', program: 'b12' }] },
  { key: 'afib', code: 'I48.91', name: 'Unspecified atrial fibrillation', chronic: true, prevalence: [0, 0.002, 0.02, 0.1], labs: ['cbc', 'bmp'], programs: ['ccm', 'rpm'], referral: 'Cardiology',
    drugs: [
      { name: 'Apixaban (Eliquis)', dosages: ['5 mg', '2.5 mg'], frequency: 'Twice daily', type: 'Tablet', daysToRefill: '30', priorAuth: true },
      { name: 'Metoprolol succinate ER', dosages: ['25 mg', '50 mg', '100 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '90' },
    ] },
  { key: 'chf', code: 'I50.9', name: 'Heart failure, unspecified', chronic: true, prevalence: [0, 0.002, 0.015, 0.08], labs: ['bmp', 'cbc'], programs: ['ccm', 'rpm'], referral: 'Cardiology',
    drugs: [
      { name: 'Furosemide', dosages: ['20 mg', '40 mg'], frequency: 'Once daily in the morning', type: 'Tablet', daysToRefill: '30' },
      { name: 'Carvedilol', dosages: ['6.25 mg', '12.5 mg', '25 mg'], frequency: 'Twice daily with food', type: 'Tablet', daysToRefill: '90' },
    ] },
  { key: 'ckd', code: 'N18.30', name: 'Chronic kidney disease, stage 3 unspecified', chronic: true, prevalence: [0, 0.005, 0.04, 0.14], labs: ['bmp', 'uacr', 'cbc'], programs: ['ccm'], referral: 'Nephrology', drugs: [] },
  { key: 'stone', code: 'N20.0', name: 'Calculus of kidney', chronic: false, prevalence: [0.001, 0.03, 0.05, 0.04], labs: ['bmp'], programs: ['stone'], referral: 'Urology',
    drugs: [
      { name: 'Tamsulosin', dosages: ['0.4 mg'], frequency: 'Once daily, 30 minutes after the same meal', type: 'Capsule', daysToRefill: '30' },
      { name: 'Potassium citrate ER', dosages: ['15 mEq'], frequency: 'Twice daily with meals', type: 'Tablet', daysToRefill: '30' },
    ] },
  { key: 'oa', code: 'M17.11', name: 'Unilateral primary osteoarthritis, right knee', chronic: true, prevalence: [0, 0.01, 0.08, 0.2], labs: [], programs: [], referral: 'Orthopedics',
    drugs: [{ name: 'Meloxicam', dosages: ['7.5 mg', '15 mg'], frequency: 'Once daily with food', type: 'Tablet', daysToRefill: '30' }] },
  { key: 'osa', code: 'G47.33', name: 'Obstructive sleep apnea (adult) (pediatric)', chronic: true, prevalence: [0.01, 0.04, 0.1, 0.12], labs: [], programs: [], referral: 'Sleep medicine', drugs: [] },
  { key: 'lbp', code: 'M54.50', name: 'Low back pain, unspecified', chronic: false, prevalence: [0.01, 0.1, 0.12, 0.1], labs: [], programs: [], referral: 'Physical therapy',
    drugs: [{ name: 'Cyclobenzaprine', dosages: ['5 mg', '10 mg'], frequency: 'At bedtime as needed for muscle spasm', type: 'Tablet', daysToRefill: '30' }] },
  { key: 'rhinitis', code: 'J30.9', name: 'Allergic rhinitis, unspecified', chronic: true, prevalence: [0.12, 0.15, 0.12, 0.08], labs: [], programs: [],
    drugs: [
      { name: 'Cetirizine', dosages: ['10 mg', '5 mg'], frequency: 'Once daily', type: 'Tablet', daysToRefill: '90' },
      { name: 'Fluticasone nasal spray', dosages: ['50 mcg, 2 sprays each nostril'], frequency: 'Once daily', type: 'Nasal spray', daysToRefill: '30' },
    ] },
  { key: 'prediabetes', code: 'R73.03', name: 'Prediabetes', chronic: true, prevalence: [0.01, 0.1, 0.2, 0.2], labs: ['a1c'], programs: ['obesity'], drugs: [] },
  { key: 'anemia', code: 'D50.9', name: 'Iron deficiency anemia, unspecified', chronic: false, prevalence: [0.02, 0.05, 0.04, 0.06], labs: ['cbc'], programs: [],
    drugs: [{ name: 'Ferrous sulfate', dosages: ['325 mg'], frequency: 'Once daily with orange juice', type: 'Tablet', daysToRefill: '30' }] },
  { key: 'vitd', code: 'E55.9', name: 'Vitamin D deficiency, unspecified', chronic: false, prevalence: [0.02, 0.1, 0.12, 0.14], labs: ['vitd'], programs: [],
    drugs: [{ name: 'Cholecalciferol (vitamin D3)', dosages: ['1000 IU', '2000 IU', '50,000 IU weekly'], frequency: 'Once daily', type: 'Capsule', daysToRefill: '90' }] },
  { key: 'adhd', code: 'F90.9', name: 'Attention-deficit hyperactivity disorder, unspecified type', chronic: true, prevalence: [0.08, 0.04, 0.01, 0], labs: [], programs: [], referral: 'Behavioral health',
    drugs: [{ name: 'Methylphenidate ER (Concerta)', dosages: ['18 mg', '27 mg', '36 mg'], frequency: 'Once daily in the morning', type: 'Tablet', daysToRefill: '30', priorAuth: true }] },
  { key: 'eczema', code: 'L20.9', name: 'Atopic dermatitis, unspecified', chronic: true, prevalence: [0.1, 0.04, 0.02, 0.01], labs: [], programs: [],
    drugs: [{ name: 'Hydrocortisone 2.5% cream', dosages: ['Thin layer'], frequency: 'Twice daily to affected areas', type: 'Cream', daysToRefill: '30' }] },
  { key: 'bph', code: 'N40.0', name: 'Benign prostatic hyperplasia without lower urinary tract symptoms', chronic: true, prevalence: [0, 0, 0.12, 0.35], labs: ['psa'], programs: [], sex: 'Male', referral: 'Urology',
    drugs: [{ name: 'Tamsulosin', dosages: ['0.4 mg'], frequency: 'Once daily at bedtime', type: 'Capsule', daysToRefill: '90' }] },
];

/** Acute problems seen at sick visits, resolved afterwards (DiagnosisType Diagnosis, Status Resolved). */
export const ACUTE_PROBLEMS: readonly { code: string; name: string; drug?: { name: string; dosage: string; frequency: string; days: number } }[] = [
  { code: 'J06.9', name: 'Acute upper respiratory infection, unspecified' },
  { code: 'J02.9', name: 'Acute pharyngitis, unspecified' },
  { code: 'J02.0', name: 'Streptococcal pharyngitis', drug: { name: 'Amoxicillin', dosage: '500 mg', frequency: 'Twice daily for 10 days', days: 10 } },
  { code: 'H66.90', name: 'Otitis media, unspecified, unspecified ear', drug: { name: 'Amoxicillin', dosage: '875 mg', frequency: 'Twice daily for 7 days', days: 7 } },
  { code: 'N39.0', name: 'Urinary tract infection, site not specified', drug: { name: 'Nitrofurantoin monohydrate/macrocrystals', dosage: '100 mg', frequency: 'Twice daily for 5 days', days: 5 } },
  { code: 'J01.90', name: 'Acute sinusitis, unspecified', drug: { name: 'Amoxicillin-clavulanate', dosage: '875-125 mg', frequency: 'Twice daily for 7 days', days: 7 } },
  { code: 'U07.1', name: 'COVID-19' },
  { code: 'J10.1', name: 'Influenza due to other identified influenza virus with other respiratory manifestations', drug: { name: 'Oseltamivir', dosage: '75 mg', frequency: 'Twice daily for 5 days', days: 5 } },
  { code: 'S93.401A', name: 'Sprain of unspecified ligament of right ankle, initial encounter' },
  { code: 'L03.115', name: 'Cellulitis of right lower limb', drug: { name: 'Cephalexin', dosage: '500 mg', frequency: 'Four times daily for 7 days', days: 7 } },
  { code: 'R51.9', name: 'Headache, unspecified' },
  { code: 'K52.9', name: 'Noninfective gastroenteritis and colitis, unspecified' },
];

/** Past history (DiagnosisType History). */
export const HISTORY_PROBLEMS: readonly { code: string; name: string; minAge: number; sex?: 'Female' | 'Male' }[] = [
  { code: 'Z87.891', name: 'Personal history of nicotine dependence', minAge: 30 },
  { code: 'Z86.73', name: 'Personal history of transient ischemic attack (TIA), and cerebral infarction without residual deficits', minAge: 50 },
  { code: 'Z85.3', name: 'Personal history of malignant neoplasm of breast', minAge: 45, sex: 'Female' },
  { code: 'Z85.46', name: 'Personal history of malignant neoplasm of prostate', minAge: 55, sex: 'Male' },
  { code: 'Z90.49', name: 'Acquired absence of other specified parts of digestive tract (cholecystectomy)', minAge: 30 },
  { code: 'Z86.010', name: 'Personal history of colonic polyps', minAge: 45 },
  { code: 'Z87.442', name: 'Personal history of urinary calculi', minAge: 25 },
  { code: 'Z96.651', name: 'Presence of right artificial knee joint', minAge: 55 },
  { code: 'Z87.01', name: 'Personal history of pneumonia (recurrent)', minAge: 5 },
  { code: 'Z86.16', name: 'Personal history of COVID-19', minAge: 2 },
];

export interface LabComponent {
  component: string;
  unit: string;
  /** "low-high", "<x", ">x", "<=x" or ">=x". */
  range: string;
  /** Typical normal value and spread. */
  mean: number;
  sd: number;
  decimals: number;
}

export interface LabPanel {
  key: LabKey;
  labType: string;
  cpt: ServiceCode;
  components: readonly LabComponent[];
}

const c = (component: string, unit: string, range: string, mean: number, sd: number, decimals: number): LabComponent => ({ component, unit, range, mean, sd, decimals });

export const LAB_PANELS: Record<LabKey, LabPanel> = {
  bmp: { key: 'bmp', labType: 'Basic metabolic panel', cpt: '80048', components: [
    c('Sodium', 'mmol/L', '135-145', 140, 2, 0), c('Potassium', 'mmol/L', '3.5-5.1', 4.2, 0.35, 1), c('Chloride', 'mmol/L', '98-107', 102, 2, 0),
    c('Carbon dioxide (CO2)', 'mmol/L', '22-29', 25, 1.8, 0), c('Blood urea nitrogen (BUN)', 'mg/dL', '7-20', 14, 3.5, 0), c('Creatinine', 'mg/dL', '0.6-1.3', 0.95, 0.15, 2),
    c('Glucose', 'mg/dL', '70-99', 88, 8, 0), c('Calcium', 'mg/dL', '8.6-10.3', 9.4, 0.35, 1), c('eGFR', 'mL/min/1.73m2', '>=60', 88, 14, 0),
  ] },
  cmp: { key: 'cmp', labType: 'Comprehensive metabolic panel', cpt: '80053', components: [
    c('Sodium', 'mmol/L', '135-145', 140, 2, 0), c('Potassium', 'mmol/L', '3.5-5.1', 4.2, 0.35, 1), c('Chloride', 'mmol/L', '98-107', 102, 2, 0),
    c('Carbon dioxide (CO2)', 'mmol/L', '22-29', 25, 1.8, 0), c('Blood urea nitrogen (BUN)', 'mg/dL', '7-20', 14, 3.5, 0), c('Creatinine', 'mg/dL', '0.6-1.3', 0.95, 0.15, 2),
    c('Glucose', 'mg/dL', '70-99', 88, 8, 0), c('Calcium', 'mg/dL', '8.6-10.3', 9.4, 0.35, 1), c('Total protein', 'g/dL', '6.0-8.3', 7.1, 0.4, 1),
    c('Albumin', 'g/dL', '3.5-5.0', 4.3, 0.25, 1), c('Total bilirubin', 'mg/dL', '0.1-1.2', 0.6, 0.2, 1), c('Alkaline phosphatase', 'U/L', '44-147', 80, 18, 0),
    c('AST', 'U/L', '10-40', 22, 6, 0), c('ALT', 'U/L', '7-56', 24, 8, 0), c('eGFR', 'mL/min/1.73m2', '>=60', 88, 14, 0),
  ] },
  lipid: { key: 'lipid', labType: 'Lipid panel', cpt: '80061', components: [
    c('Total cholesterol', 'mg/dL', '<200', 178, 18, 0), c('LDL cholesterol (calculated)', 'mg/dL', '<100', 88, 14, 0),
    c('HDL cholesterol', 'mg/dL', '>40', 55, 9, 0), c('Triglycerides', 'mg/dL', '<150', 115, 25, 0),
  ] },
  cbc: { key: 'cbc', labType: 'Complete blood count (CBC)', cpt: '85027', components: [
    c('White blood cell count (WBC)', '10^3/uL', '4.5-11.0', 7.1, 1.3, 1), c('Hemoglobin', 'g/dL', '12.0-17.5', 14.2, 1, 1),
    c('Hematocrit', '%', '36.0-50.0', 42.5, 2.8, 1), c('Platelet count', '10^3/uL', '150-450', 260, 45, 0),
  ] },
  a1c: { key: 'a1c', labType: 'Hemoglobin A1c', cpt: '83036', components: [c('Hemoglobin A1c', '%', '4.0-5.6', 5.2, 0.2, 1)] },
  tsh: { key: 'tsh', labType: 'Thyroid stimulating hormone (TSH)', cpt: '84443', components: [c('TSH', 'mIU/L', '0.4-4.0', 1.9, 0.6, 2)] },
  b12: { key: 'b12', labType: 'Vitamin B12', cpt: '82607', components: [c('Vitamin B12', 'pg/mL', '200-900', 480, 110, 0)] },
  vitd: { key: 'vitd', labType: 'Vitamin D, 25-hydroxy', cpt: '82306', components: [c('Vitamin D, 25-hydroxy', 'ng/mL', '30-100', 38, 6, 0)] },
  uacr: { key: 'uacr', labType: 'Urine albumin/creatinine ratio', cpt: '82043', components: [c('Albumin/creatinine ratio, urine', 'mg/g', '<30', 12, 6, 0)] },
  psa: { key: 'psa', labType: 'Prostate specific antigen (PSA)', cpt: '84153', components: [c('PSA, total', 'ng/mL', '0.0-4.0', 1.6, 0.7, 1)] },
};

/** Office visits (E/M) and other billed services: CPT/HCPCS code, description and the clinic's fee. */
export const SERVICES = {
  '99202': { description: 'Office visit, new patient, straightforward MDM', fee: 110 },
  '99203': { description: 'Office visit, new patient, low MDM', fee: 170 },
  '99204': { description: 'Office visit, new patient, moderate MDM', fee: 260 },
  '99212': { description: 'Office visit, established patient, straightforward MDM', fee: 85 },
  '99213': { description: 'Office visit, established patient, low MDM', fee: 130 },
  '99214': { description: 'Office visit, established patient, moderate MDM', fee: 190 },
  '99215': { description: 'Office visit, established patient, high MDM', fee: 255 },
  '99392': { description: 'Preventive visit, established, age 1–4', fee: 190 },
  '99393': { description: 'Preventive visit, established, age 5–11', fee: 190 },
  '99394': { description: 'Preventive visit, established, age 12–17', fee: 205 },
  '99395': { description: 'Preventive visit, established, age 18–39', fee: 215 },
  '99396': { description: 'Preventive visit, established, age 40–64', fee: 235 },
  '99397': { description: 'Preventive visit, established, age 65+', fee: 250 },
  G0439: { description: 'Annual wellness visit, subsequent (Medicare)', fee: 175 },
  '36415': { description: 'Routine venipuncture', fee: 15 },
  '80048': { description: 'Basic metabolic panel', fee: 45 },
  '80053': { description: 'Comprehensive metabolic panel', fee: 58 },
  '80061': { description: 'Lipid panel', fee: 60 },
  '85027': { description: 'Complete blood count, automated', fee: 35 },
  '83036': { description: 'Hemoglobin A1c', fee: 40 },
  '84443': { description: 'Thyroid stimulating hormone (TSH)', fee: 55 },
  '82607': { description: 'Vitamin B12 (cyanocobalamin)', fee: 50 },
  '82306': { description: 'Vitamin D, 25-hydroxy', fee: 65 },
  '82043': { description: 'Albumin, urine, microalbumin, quantitative', fee: 30 },
  '84153': { description: 'Prostate specific antigen (PSA), total', fee: 45 },
  '93000': { description: 'Electrocardiogram, 12-lead, with interpretation and report', fee: 60 },
  '94010': { description: 'Spirometry', fee: 75 },
  '20610': { description: 'Arthrocentesis/injection, major joint (knee)', fee: 150 },
  J3301: { description: 'Triamcinolone acetonide, per 10 mg', fee: 12 },
  '17110': { description: 'Destruction of benign lesions (warts), up to 14', fee: 140 },
  '69210': { description: 'Removal of impacted cerumen, unilateral', fee: 70 },
  '96372': { description: 'Therapeutic injection, subcutaneous or intramuscular', fee: 40 },
  J3420: { description: 'Vitamin B12 (cyanocobalamin) injection, up to 1000 mcg', fee: 12 },
  J0897: { description: 'Denosumab injection, 1 mg (60 units)', fee: 1680 },
  '90686': { description: 'Influenza vaccine, quadrivalent, preservative free, IM', fee: 45 },
  '90662': { description: 'Influenza vaccine, high dose, IM (65+)', fee: 85 },
  '90471': { description: 'Immunization administration, first vaccine', fee: 30 },
  '90472': { description: 'Immunization administration, each additional vaccine', fee: 20 },
  '90715': { description: 'Tdap vaccine, age 7+, IM', fee: 65 },
  '90677': { description: 'Pneumococcal conjugate vaccine, 20-valent (PCV20), IM', fee: 290 },
  '90750': { description: 'Zoster vaccine, recombinant (Shingrix), IM', fee: 230 },
  '91320': { description: 'COVID-19 vaccine (2024–2025 formula), IM', fee: 140 },
  '99490': { description: 'Chronic care management, clinical staff, first 20 minutes per month', fee: 95 },
  '99439': { description: 'Chronic care management, each additional 20 minutes', fee: 75 },
  '99491': { description: 'Chronic care management by the practitioner, first 30 minutes per month', fee: 110 },
  '99437': { description: 'Chronic care management by the practitioner, each additional 30 minutes', fee: 80 },
  '99487': { description: 'Complex chronic care management, first 60 minutes per month', fee: 145 },
  '99489': { description: 'Complex chronic care management, each additional 30 minutes', fee: 70 },
  G0506: { description: 'Chronic care management initiation: comprehensive assessment and care plan', fee: 65 },
  '99453': { description: 'Remote monitoring set-up and patient education', fee: 25 },
  '99445': { description: 'Remote monitoring device supply, 2–15 days of readings', fee: 50 },
  '99454': { description: 'Remote monitoring device supply, 16–30 days of readings', fee: 70 },
  '99457': { description: 'Remote monitoring treatment management, first 20 minutes', fee: 65 },
  '99458': { description: 'Remote monitoring treatment management, each additional 20 minutes', fee: 55 },
  '99470': { description: 'Remote monitoring treatment management, first 10 minutes', fee: 35 },
} as const satisfies Record<string, { description: string; fee: number }>;

export type ServiceCode = keyof typeof SERVICES;

export const ALLERGIES: readonly { allergy: string; type: string; reactions: readonly string[]; severe?: boolean }[] = [
  { allergy: 'Penicillin', type: 'Drug', reactions: ['Hives', 'Rash', 'Anaphylaxis'] },
  { allergy: 'Sulfonamide antibiotics (sulfa)', type: 'Drug', reactions: ['Rash', 'Hives', 'Stevens-Johnson syndrome'] },
  { allergy: 'Amoxicillin', type: 'Drug', reactions: ['Rash', 'Diarrhea'] },
  { allergy: 'Codeine', type: 'Drug', reactions: ['Nausea and vomiting', 'Itching'] },
  { allergy: 'Aspirin', type: 'Drug', reactions: ['Wheezing', 'Hives'] },
  { allergy: 'Ibuprofen', type: 'Drug', reactions: ['Stomach upset', 'Hives'] },
  { allergy: 'Lisinopril', type: 'Drug', reactions: ['Angioedema', 'Dry cough'] },
  { allergy: 'Iodinated contrast media', type: 'Drug', reactions: ['Hives', 'Flushing'] },
  { allergy: 'Latex', type: 'Environmental', reactions: ['Contact dermatitis', 'Itching'] },
  { allergy: 'Peanuts', type: 'Food', reactions: ['Anaphylaxis', 'Throat swelling', 'Hives'], severe: true },
  { allergy: 'Tree nuts', type: 'Food', reactions: ['Hives', 'Anaphylaxis'], severe: true },
  { allergy: 'Shellfish', type: 'Food', reactions: ['Hives', 'Lip swelling', 'Anaphylaxis'], severe: true },
  { allergy: 'Eggs', type: 'Food', reactions: ['Hives', 'Vomiting'] },
  { allergy: 'Bee stings', type: 'Environmental', reactions: ['Local swelling', 'Anaphylaxis'] },
  { allergy: 'Seasonal pollen', type: 'Environmental', reactions: ['Sneezing', 'Itchy eyes'] },
  { allergy: 'Cats', type: 'Environmental', reactions: ['Sneezing', 'Wheezing'] },
];

export const FAMILY_CONDITIONS = ['Type 2 diabetes', 'Hypertension', 'Coronary artery disease', 'Myocardial infarction before age 60', 'Stroke', 'Breast cancer', 'Colon cancer', 'Prostate cancer', 'Alzheimer disease', 'Depression', 'Asthma', 'Hyperlipidemia', 'Osteoporosis', 'Thyroid disease', 'Kidney disease'];
export const RELATIVES = ['Mother', 'Father', 'Sister', 'Brother', 'Maternal grandmother', 'Maternal grandfather', 'Paternal grandmother', 'Paternal grandfather', 'Aunt', 'Uncle'];

export const CANCELLATION_REASONS = ['Patient request', 'Patient ill', 'Transportation problem', 'Scheduling conflict (work)', 'Weather', 'Provider unavailable', 'Rescheduled by clinic', 'Insurance not verified'];

export const DENIAL_REASONS = [
  'CO-197: Precertification/authorization absent',
  'CO-16: Claim lacks information needed for adjudication',
  'CO-50: Not deemed a medical necessity by the payer',
  'CO-27: Expenses incurred after coverage terminated',
  'CO-29: The time limit for filing has expired',
];
export const REJECTION_REASONS = ['Invalid member ID for payer', 'Missing rendering provider NPI', 'Diagnosis pointer missing on line 2', 'Patient date of birth does not match payer records'];

export const PROCEDURES: readonly { type: string; code: ServiceCode; note: string; extra?: ServiceCode }[] = [
  { type: 'Electrocardiogram, 12-lead', code: '93000', note: 'Normal sinus rhythm, rate 72. No acute ST-T changes.' },
  { type: 'Spirometry', code: '94010', note: 'FEV1/FVC 0.68, FEV1 71% predicted: moderate obstruction.' },
  { type: 'Knee joint injection (triamcinolone 40 mg)', code: '20610', extra: 'J3301', note: 'Right knee injected under sterile technique; tolerated well.' },
  { type: 'Cryotherapy of common warts', code: '17110', note: 'Three verrucae on left hand treated with liquid nitrogen.' },
  { type: 'Cerumen removal', code: '69210', note: 'Impacted cerumen removed from the right ear by curette; TM intact.' },
];

export const IMAGING: readonly { type: string; impression: string; abnormal: string; for?: string }[] = [
  { type: 'X-ray chest, 2 views', impression: 'No acute cardiopulmonary process.', abnormal: 'Right lower lobe consolidation, consistent with pneumonia.' },
  { type: 'DEXA bone density scan', impression: 'Normal bone density (T-score -0.8).', abnormal: 'Osteoporosis: lumbar spine T-score -2.7.', for: 'osteoporosis' },
  { type: 'Mammogram, screening, bilateral', impression: 'BI-RADS 1: negative.', abnormal: 'BI-RADS 0: additional imaging of a left breast asymmetry recommended.' },
  { type: 'CT abdomen and pelvis without contrast (stone protocol)', impression: 'No urolithiasis or hydronephrosis.', abnormal: '5 mm obstructing calculus at the left ureterovesical junction with mild hydronephrosis.', for: 'stone' },
  { type: 'Ultrasound, abdomen complete', impression: 'Unremarkable abdominal ultrasound.', abnormal: 'Cholelithiasis without sonographic signs of cholecystitis.' },
  { type: 'Echocardiogram, transthoracic', impression: 'Normal LV size and function, EF 60%.', abnormal: 'Reduced LV systolic function, EF 35%.', for: 'chf' },
  { type: 'X-ray knee, 3 views, right', impression: 'No fracture.', abnormal: 'Moderate medial joint-space narrowing with osteophytes.', for: 'oa' },
];

export const SPECIALISTS: Record<string, readonly string[]> = {
  Cardiology: ['Dr. Kwame Mensah, Lakeshore Cardiology', 'Dr. Rebecca Stein, Heart Care Associates'],
  'Ophthalmology (diabetic eye exam)': ['Dr. Alan Brooks, Clear Vision Eye Center', 'Dr. Mina Shah, Retina Specialists'],
  Nephrology: ['Dr. Samuel Ortiz, Kidney Care Partners'],
  Pulmonology: ['Dr. Hannah Weiss, Pulmonary & Sleep Associates'],
  'Behavioral health': ['Dr. Lauren Fisher, PsyD, Mindful Health', 'Carlos Rivera, LCSW, Community Counseling'],
  Endocrinology: ['Dr. Yuki Tanaka, Endocrine Specialists'],
  Urology: ['Dr. Peter Novak, Urology Group'],
  Orthopedics: ['Dr. Daniel Reyes, Orthopedic & Sports Medicine'],
  'Sleep medicine': ['Dr. Hannah Weiss, Pulmonary & Sleep Associates'],
  'Physical therapy': ['Athletico Physical Therapy', 'Select Physical Therapy'],
  Gastroenterology: ['Dr. Irene Costa, Digestive Health Center'],
  Dermatology: ['Dr. Olivia Grant, Skin Health Dermatology'],
};

export const VISIT_NOTE_OPENERS = [
  'Patient seen for follow-up of chronic conditions. Reports good adherence to medications; no side effects.',
  'Presents with concerns discussed below. Review of systems otherwise negative.',
  'Doing well since last visit. Home readings reviewed together with the patient.',
  'Annual preventive visit. Screening and immunizations reviewed and updated.',
  'Acute visit. Symptoms began a few days ago; no fever at home.',
];
export const VISIT_NOTE_PLANS = [
  'Continue current regimen. Labs ordered; will call with results. Return in 3 months.',
  'Medication adjusted as noted. Lifestyle counselling given (diet, 150 min/week activity). Follow up in 6 weeks.',
  'Supportive care discussed; return precautions given. Follow up as needed.',
  'Referral placed. Patient agrees with plan. Follow up after specialist visit.',
  'Age-appropriate screening ordered. Vaccines offered per schedule. Return in 1 year.',
];

export const CCM_ACTIVITIES = ['Monthly care-plan review by phone', 'Medication reconciliation after specialist visit', 'Coordinated pharmacy refills and prior authorization', 'Reviewed home glucose log; reinforced diet plan', 'Care coordination with cardiology office', 'Follow-up call after ED visit', 'Updated care plan goals with patient and caregiver'];
