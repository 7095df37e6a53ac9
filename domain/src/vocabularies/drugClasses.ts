/**
 * Drug classes of the bundled vocabulary: `id|name|ATC code`. The classes an allergy or a
 * therapeutic duplication is matched on. ATC codes (WHO Anatomical Therapeutic Chemical
 * classification) name the group each class follows; sources and limits: docs/adr/0015.
 */
export const DRUG_CLASS_TABLE = `
penicillins|Penicillins|J01C
cephalosporins|Cephalosporins|J01DB-J01DE
carbapenems|Carbapenems|J01DH
beta-lactamase-inhibitors|Beta-lactamase inhibitors|J01CG
macrolides|Macrolides|J01FA
lincosamides|Lincosamides|J01FF
fluoroquinolones|Fluoroquinolones|J01MA
tetracyclines|Tetracyclines|J01AA
sulfonamide-antibiotics|Sulfonamide antibiotics (sulfa)|J01E
trimethoprim|Trimethoprim|J01EA
nitrofurans|Nitrofurans|J01XE
nitroimidazoles|Nitroimidazoles|J01XD
glycopeptides|Glycopeptide antibiotics|J01XA
oxazolidinones|Oxazolidinones|J01XX
phosphonic-antibiotics|Phosphonic acid antibiotics|J01XX
azole-antifungals|Azole antifungals|J02AC
allylamine-antifungals|Allylamine antifungals|D01BA
polyene-antifungals|Polyene antifungals|A07AA
herpes-antivirals|Nucleoside antivirals (herpes)|J05AB
neuraminidase-inhibitors|Neuraminidase inhibitors|J05AH
antimalarials|Aminoquinolines|P01BA
statins|Statins (HMG-CoA reductase inhibitors)|C10AA
fibrates|Fibrates|C10AB
cholesterol-absorption-inhibitors|Cholesterol absorption inhibitors|C10AX
omega-3|Omega-3 fatty acids|C10AX
pcsk9-inhibitors|PCSK9 inhibitors|C10AX
ace-inhibitors|ACE inhibitors|C09A
arbs|Angiotensin II receptor blockers (ARBs)|C09C
neprilysin-inhibitors|Neprilysin inhibitors|C09DX
beta-blockers|Beta blockers|C07
dihydropyridine-ccbs|Calcium channel blockers (dihydropyridine)|C08CA
non-dihydropyridine-ccbs|Calcium channel blockers (non-dihydropyridine)|C08D
thiazide-diuretics|Thiazide and thiazide-like diuretics|C03A
loop-diuretics|Loop diuretics|C03CA
aldosterone-antagonists|Aldosterone antagonists|C03DA
potassium-sparing-diuretics|Potassium-sparing diuretics|C03DB
alpha-1-blockers|Alpha-1 blockers|G04CA
alpha-2-agonists|Central alpha-2 agonists|C02AC
vasodilators|Direct vasodilators|C02DB
nitrates|Nitrates|C01DA
antiarrhythmics|Antiarrhythmics (class III)|C01BD
cardiac-glycosides|Cardiac glycosides|C01AA
anticoagulants|Anticoagulants|B01A
p2y12-inhibitors|P2Y12 inhibitors (antiplatelets)|B01AC
nsaids|NSAIDs|M01A
salicylates|Salicylates|N02BA
cox2-inhibitors|COX-2 inhibitors|M01AH
opioids|Opioids|N02A
opioid-antagonists|Opioid antagonists|V03AB
non-opioid-analgesics|Non-opioid analgesics (acetaminophen)|N02BE
triptans|Triptans|N02CC
ssris|SSRIs|N06AB
snris|SNRIs|N06AX
tricyclic-antidepressants|Tricyclic antidepressants|N06AA
aminoketones|Aminoketone antidepressants|N06AX
tetracyclic-antidepressants|Tetracyclic antidepressants|N06AX
serotonin-modulators|Serotonin modulators|N06AX
benzodiazepines|Benzodiazepines|N05BA
z-hypnotics|Non-benzodiazepine hypnotics|N05CF
azapirones|Azapirone anxiolytics|N05BE
atypical-antipsychotics|Atypical antipsychotics|N05AH
lithium|Lithium|N05AN
gabapentinoids|Gabapentinoids|N02BF
aromatic-anticonvulsants|Aromatic anticonvulsants|N03A
valproates|Valproates|N03AG
racetam-anticonvulsants|Racetam anticonvulsants|N03AX
sulfamate-anticonvulsants|Sulfamate anticonvulsants|N03AX
cns-stimulants|CNS stimulants|N06BA
norepinephrine-reuptake-inhibitors|Norepinephrine reuptake inhibitors|N06BA
dopaminergic-agents|Dopaminergic agents (levodopa)|N04BA
dopamine-agonists|Dopamine agonists|N04BC
cholinesterase-inhibitors|Cholinesterase inhibitors|N06DA
nmda-antagonists|NMDA receptor antagonists|N06DX
skeletal-muscle-relaxants|Skeletal muscle relaxants|M03B
smoking-cessation|Smoking cessation agents|N07BA
proton-pump-inhibitors|Proton pump inhibitors|A02BC
h2-blockers|H2 blockers|A02BA
5ht3-antagonists|5-HT3 antagonists (antiemetics)|A04AA
prokinetics|Prokinetics|A03FA
laxatives|Laxatives|A06A
antidiarrheals|Antidiarrheals|A07DA
antihistamines-second-generation|Antihistamines (second generation)|R06AX
antihistamines-first-generation|Antihistamines (first generation)|R06AA
leukotriene-modifiers|Leukotriene modifiers|R03DC
inhaled-corticosteroids|Inhaled corticosteroids|R03BA
nasal-corticosteroids|Nasal corticosteroids|R01AD
systemic-corticosteroids|Systemic corticosteroids|H02AB
topical-corticosteroids|Topical corticosteroids|D07A
short-acting-beta-agonists|Short-acting beta agonists|R03AC
long-acting-beta-agonists|Long-acting beta agonists|R03AC
long-acting-antimuscarinics|Long-acting muscarinic antagonists|R03BB
antitussives|Antitussives|R05D
expectorants|Expectorants|R05CA
biguanides|Biguanides|A10BA
sulfonylureas|Sulfonylureas|A10BB
dpp4-inhibitors|DPP-4 inhibitors|A10BH
sglt2-inhibitors|SGLT2 inhibitors|A10BK
glp1-agonists|GLP-1 receptor agonists|A10BJ
thiazolidinediones|Thiazolidinediones|A10BG
basal-insulins|Basal insulins|A10AE
rapid-acting-insulins|Rapid- and short-acting insulins|A10AB
thyroid-hormones|Thyroid hormones|H03AA
antithyroid-agents|Antithyroid agents|H03BB
bisphosphonates|Bisphosphonates|M05BA
rankl-inhibitors|RANKL inhibitors|M05BX
xanthine-oxidase-inhibitors|Xanthine oxidase inhibitors|M04AA
colchicine|Colchicine|M04AC
urinary-antispasmodics|Urinary antimuscarinics|G04BD
beta-3-agonists|Beta-3 agonists|G04BD
5-alpha-reductase-inhibitors|5-alpha reductase inhibitors|G04CB
pde5-inhibitors|PDE5 inhibitors|G04BE
estrogens|Estrogens|G03C
progestins|Progestins|G03D
androgens|Androgens|G03BA
antimetabolites|Antimetabolites (methotrexate)|L04AX
tnf-inhibitors|TNF inhibitors|L04AB
interleukin-inhibitors|Interleukin inhibitors|L04AC
prostaglandin-eye-drops|Prostaglandin analogues (eye)|S01EE
potassium-supplements|Potassium supplements|A12BA
iron-supplements|Iron supplements|B03AA
vitamin-b12|Vitamin B12|B03BA
folic-acid|Folic acid|B03BB
vitamin-d|Vitamin D|A11CC
calcium-supplements|Calcium supplements|A12AA
topical-antibiotics|Topical antibiotics|D06AX
amide-local-anesthetics|Amide local anesthetics|N01BB
ester-local-anesthetics|Ester local anesthetics|N01BA
iodinated-contrast|Iodinated contrast media|V08A
gadolinium-contrast|Gadolinium contrast media|V08CA
vaccines|Vaccines|J07
`;
