/**
 * Ingredients of the bundled vocabulary: `name|class ids|other names`. The generic names of
 * the few hundred most prescribed US drugs (outpatient prescription counts, see
 * docs/adr/0015), with their classes (drugClasses.ts) and common other names. A name is
 * lower case as it is written on a label; several classes are separated by spaces.
 */
export const INGREDIENT_TABLE = `
amoxicillin|penicillins|
ampicillin|penicillins|
penicillin v|penicillins|penicillin vk,penicillin v potassium
penicillin g|penicillins|benzylpenicillin,bicillin
dicloxacillin|penicillins|
piperacillin|penicillins|
nafcillin|penicillins|
clavulanate|beta-lactamase-inhibitors|clavulanic acid
tazobactam|beta-lactamase-inhibitors|
cephalexin|cephalosporins|keflex
cefadroxil|cephalosporins|
cefazolin|cephalosporins|
cefuroxime|cephalosporins|
cefprozil|cephalosporins|
cefdinir|cephalosporins|
cefpodoxime|cephalosporins|
cefixime|cephalosporins|
ceftriaxone|cephalosporins|rocephin
cefepime|cephalosporins|
meropenem|carbapenems|
ertapenem|carbapenems|
azithromycin|macrolides|z-pak,zithromax
clarithromycin|macrolides|
erythromycin|macrolides|
clindamycin|lincosamides|cleocin
ciprofloxacin|fluoroquinolones|cipro
levofloxacin|fluoroquinolones|levaquin
moxifloxacin|fluoroquinolones|
ofloxacin|fluoroquinolones|
doxycycline|tetracyclines|
minocycline|tetracyclines|
tetracycline|tetracyclines|
sulfamethoxazole|sulfonamide-antibiotics|sulfa,sulfa drugs,sulfonamides,sulfonamide antibiotics
sulfadiazine|sulfonamide-antibiotics|
trimethoprim|trimethoprim|
nitrofurantoin|nitrofurans|macrobid,macrodantin
metronidazole|nitroimidazoles|flagyl
tinidazole|nitroimidazoles|
vancomycin|glycopeptides|
linezolid|oxazolidinones|
fosfomycin|phosphonic-antibiotics|
mupirocin|topical-antibiotics|bactroban
fluconazole|azole-antifungals|diflucan
ketoconazole|azole-antifungals|
clotrimazole|azole-antifungals|
terbinafine|allylamine-antifungals|lamisil
nystatin|polyene-antifungals|
acyclovir|herpes-antivirals|
valacyclovir|herpes-antivirals|valtrex
famciclovir|herpes-antivirals|
oseltamivir|neuraminidase-inhibitors|tamiflu
hydroxychloroquine|antimalarials|plaquenil
atorvastatin|statins|
rosuvastatin|statins|
simvastatin|statins|
pravastatin|statins|
lovastatin|statins|
pitavastatin|statins|
fenofibrate|fibrates|
gemfibrozil|fibrates|
ezetimibe|cholesterol-absorption-inhibitors|
icosapent ethyl|omega-3|
omega-3-acid ethyl esters|omega-3|fish oil
evolocumab|pcsk9-inhibitors|
lisinopril|ace-inhibitors|
enalapril|ace-inhibitors|
benazepril|ace-inhibitors|
ramipril|ace-inhibitors|
quinapril|ace-inhibitors|
losartan|arbs|
valsartan|arbs|
olmesartan|arbs|
irbesartan|arbs|
telmisartan|arbs|
candesartan|arbs|
sacubitril|neprilysin-inhibitors|
metoprolol|beta-blockers|metoprolol succinate,metoprolol tartrate
atenolol|beta-blockers|
carvedilol|beta-blockers|
propranolol|beta-blockers|
bisoprolol|beta-blockers|
nebivolol|beta-blockers|
labetalol|beta-blockers|
nadolol|beta-blockers|
timolol|beta-blockers|
amlodipine|dihydropyridine-ccbs|
nifedipine|dihydropyridine-ccbs|
felodipine|dihydropyridine-ccbs|
diltiazem|non-dihydropyridine-ccbs|
verapamil|non-dihydropyridine-ccbs|
hydrochlorothiazide|thiazide-diuretics|hctz
chlorthalidone|thiazide-diuretics|
indapamide|thiazide-diuretics|
metolazone|thiazide-diuretics|
furosemide|loop-diuretics|lasix
bumetanide|loop-diuretics|
torsemide|loop-diuretics|
spironolactone|aldosterone-antagonists|
eplerenone|aldosterone-antagonists|
triamterene|potassium-sparing-diuretics|
tamsulosin|alpha-1-blockers|
doxazosin|alpha-1-blockers|
terazosin|alpha-1-blockers|
alfuzosin|alpha-1-blockers|
prazosin|alpha-1-blockers|
clonidine|alpha-2-agonists|
guanfacine|alpha-2-agonists|
hydralazine|vasodilators|
isosorbide mononitrate|nitrates|
nitroglycerin|nitrates|
amiodarone|antiarrhythmics|
digoxin|cardiac-glycosides|
warfarin|anticoagulants|coumadin
apixaban|anticoagulants|
rivaroxaban|anticoagulants|
dabigatran|anticoagulants|
enoxaparin|anticoagulants|lovenox
clopidogrel|p2y12-inhibitors|
prasugrel|p2y12-inhibitors|
ticagrelor|p2y12-inhibitors|
aspirin|nsaids salicylates|acetylsalicylic acid,asa
ibuprofen|nsaids|
naproxen|nsaids|
meloxicam|nsaids|
diclofenac|nsaids|
indomethacin|nsaids|
ketorolac|nsaids|
nabumetone|nsaids|
etodolac|nsaids|
celecoxib|nsaids cox2-inhibitors|
acetaminophen|non-opioid-analgesics|paracetamol,apap
hydrocodone|opioids|
oxycodone|opioids|
codeine|opioids|
morphine|opioids|
hydromorphone|opioids|
tramadol|opioids|
tapentadol|opioids|
fentanyl|opioids|
methadone|opioids|
buprenorphine|opioids|
naloxone|opioid-antagonists|narcan
naltrexone|opioid-antagonists|
sumatriptan|triptans|
rizatriptan|triptans|
sertraline|ssris|
escitalopram|ssris|
citalopram|ssris|
fluoxetine|ssris|
paroxetine|ssris|
venlafaxine|snris|
duloxetine|snris|
desvenlafaxine|snris|
amitriptyline|tricyclic-antidepressants|
nortriptyline|tricyclic-antidepressants|
bupropion|aminoketones smoking-cessation|
mirtazapine|tetracyclic-antidepressants|
trazodone|serotonin-modulators|
vortioxetine|serotonin-modulators|
alprazolam|benzodiazepines|
lorazepam|benzodiazepines|
clonazepam|benzodiazepines|
diazepam|benzodiazepines|
temazepam|benzodiazepines|
zolpidem|z-hypnotics|
eszopiclone|z-hypnotics|
buspirone|azapirones|
quetiapine|atypical-antipsychotics|
aripiprazole|atypical-antipsychotics|
risperidone|atypical-antipsychotics|
olanzapine|atypical-antipsychotics|
lurasidone|atypical-antipsychotics|
ziprasidone|atypical-antipsychotics|
lithium|lithium|lithium carbonate
gabapentin|gabapentinoids|
pregabalin|gabapentinoids|
lamotrigine|aromatic-anticonvulsants|
carbamazepine|aromatic-anticonvulsants|
oxcarbazepine|aromatic-anticonvulsants|
phenytoin|aromatic-anticonvulsants|
divalproex|valproates|valproic acid,valproate
levetiracetam|racetam-anticonvulsants|
topiramate|sulfamate-anticonvulsants|
amphetamine|cns-stimulants|dextroamphetamine,mixed amphetamine salts
lisdexamfetamine|cns-stimulants|
methylphenidate|cns-stimulants|
dexmethylphenidate|cns-stimulants|
atomoxetine|norepinephrine-reuptake-inhibitors|
carbidopa|dopaminergic-agents|
levodopa|dopaminergic-agents|
ropinirole|dopamine-agonists|
pramipexole|dopamine-agonists|
donepezil|cholinesterase-inhibitors|
memantine|nmda-antagonists|
cyclobenzaprine|skeletal-muscle-relaxants|
methocarbamol|skeletal-muscle-relaxants|
tizanidine|skeletal-muscle-relaxants|
baclofen|skeletal-muscle-relaxants|
carisoprodol|skeletal-muscle-relaxants|
varenicline|smoking-cessation|chantix
nicotine|smoking-cessation|
omeprazole|proton-pump-inhibitors|
esomeprazole|proton-pump-inhibitors|
pantoprazole|proton-pump-inhibitors|
lansoprazole|proton-pump-inhibitors|
rabeprazole|proton-pump-inhibitors|
famotidine|h2-blockers|
ondansetron|5ht3-antagonists|zofran
metoclopramide|prokinetics|
promethazine|antihistamines-first-generation|
polyethylene glycol 3350|laxatives|peg 3350,miralax
docusate|laxatives|
senna|laxatives|sennosides
loperamide|antidiarrheals|
cetirizine|antihistamines-second-generation|
levocetirizine|antihistamines-second-generation|
loratadine|antihistamines-second-generation|
fexofenadine|antihistamines-second-generation|
diphenhydramine|antihistamines-first-generation|
hydroxyzine|antihistamines-first-generation|
meclizine|antihistamines-first-generation|
montelukast|leukotriene-modifiers|singulair
fluticasone|inhaled-corticosteroids nasal-corticosteroids|
budesonide|inhaled-corticosteroids|
mometasone|inhaled-corticosteroids nasal-corticosteroids|
beclomethasone|inhaled-corticosteroids|
triamcinolone|topical-corticosteroids nasal-corticosteroids|
prednisone|systemic-corticosteroids|
prednisolone|systemic-corticosteroids|
methylprednisolone|systemic-corticosteroids|medrol
dexamethasone|systemic-corticosteroids|
hydrocortisone|topical-corticosteroids systemic-corticosteroids|
clobetasol|topical-corticosteroids|
betamethasone|topical-corticosteroids|
albuterol|short-acting-beta-agonists|salbutamol
levalbuterol|short-acting-beta-agonists|
salmeterol|long-acting-beta-agonists|
formoterol|long-acting-beta-agonists|
vilanterol|long-acting-beta-agonists|
tiotropium|long-acting-antimuscarinics|
umeclidinium|long-acting-antimuscarinics|
ipratropium|long-acting-antimuscarinics|
benzonatate|antitussives|tessalon
dextromethorphan|antitussives|
guaifenesin|expectorants|mucinex
metformin|biguanides|
glipizide|sulfonylureas|
glimepiride|sulfonylureas|
glyburide|sulfonylureas|
sitagliptin|dpp4-inhibitors|
linagliptin|dpp4-inhibitors|
empagliflozin|sglt2-inhibitors|
dapagliflozin|sglt2-inhibitors|
canagliflozin|sglt2-inhibitors|
semaglutide|glp1-agonists|
liraglutide|glp1-agonists|
dulaglutide|glp1-agonists|
tirzepatide|glp1-agonists|
pioglitazone|thiazolidinediones|
insulin glargine|basal-insulins|
insulin detemir|basal-insulins|
insulin degludec|basal-insulins|
insulin isophane|basal-insulins|nph insulin
insulin lispro|rapid-acting-insulins|
insulin aspart|rapid-acting-insulins|
insulin regular|rapid-acting-insulins|regular insulin
levothyroxine|thyroid-hormones|
liothyronine|thyroid-hormones|
methimazole|antithyroid-agents|
alendronate|bisphosphonates|
risedronate|bisphosphonates|
ibandronate|bisphosphonates|
denosumab|rankl-inhibitors|
allopurinol|xanthine-oxidase-inhibitors|
febuxostat|xanthine-oxidase-inhibitors|
colchicine|colchicine|
oxybutynin|urinary-antispasmodics|
tolterodine|urinary-antispasmodics|
solifenacin|urinary-antispasmodics|
mirabegron|beta-3-agonists|
finasteride|5-alpha-reductase-inhibitors|
dutasteride|5-alpha-reductase-inhibitors|
sildenafil|pde5-inhibitors|
tadalafil|pde5-inhibitors|
estradiol|estrogens|
ethinyl estradiol|estrogens|
conjugated estrogens|estrogens|
medroxyprogesterone|progestins|
norethindrone|progestins|
levonorgestrel|progestins|
drospirenone|progestins|
progesterone|progestins|
testosterone|androgens|
methotrexate|antimetabolites|
adalimumab|tnf-inhibitors|
etanercept|tnf-inhibitors|
dupilumab|interleukin-inhibitors|
latanoprost|prostaglandin-eye-drops|
potassium chloride|potassium-supplements|
potassium citrate|potassium-supplements|
ferrous sulfate|iron-supplements|iron
cyanocobalamin|vitamin-b12|vitamin b12
folic acid|folic-acid|folate
cholecalciferol|vitamin-d|vitamin d3,vitamin d
ergocalciferol|vitamin-d|vitamin d2
calcium carbonate|calcium-supplements|
lidocaine|amide-local-anesthetics|
bupivacaine|amide-local-anesthetics|
benzocaine|ester-local-anesthetics|
iohexol|iodinated-contrast|
iopamidol|iodinated-contrast|
iodixanol|iodinated-contrast|
gadobutrol|gadolinium-contrast|
influenza vaccine|vaccines|flu shot,flu vaccine
tdap vaccine|vaccines|
pneumococcal vaccine|vaccines|
zoster vaccine|vaccines|shingles vaccine
`;
