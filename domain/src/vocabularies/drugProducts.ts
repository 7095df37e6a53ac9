/**
 * Brand names and combination products of the bundled vocabulary:
 * `name|ingredient+ingredient|other names`. Ingredients are names of drugIngredients.ts.
 */
export const PRODUCT_TABLE = `
Augmentin|amoxicillin+clavulanate|amoxicillin/clavulanate,amoxicillin-clavulanate,amoxicillin and clavulanate
Zosyn|piperacillin+tazobactam|piperacillin/tazobactam
Bactrim|sulfamethoxazole+trimethoprim|sulfamethoxazole/trimethoprim,tmp-smx,smx-tmp,septra,co-trimoxazole
Lipitor|atorvastatin|
Crestor|rosuvastatin|
Zocor|simvastatin|
Pravachol|pravastatin|
Livalo|pitavastatin|
Vytorin|ezetimibe+simvastatin|ezetimibe/simvastatin
Zetia|ezetimibe|
Tricor|fenofibrate|
Vascepa|icosapent ethyl|
Repatha|evolocumab|
Zestril|lisinopril|prinivil
Zestoretic|lisinopril+hydrochlorothiazide|lisinopril/hydrochlorothiazide,lisinopril-hctz
Vasotec|enalapril|
Lotensin|benazepril|
Lotrel|amlodipine+benazepril|amlodipine/benazepril
Altace|ramipril|
Cozaar|losartan|
Hyzaar|losartan+hydrochlorothiazide|losartan/hydrochlorothiazide,losartan-hctz
Diovan|valsartan|
Exforge|amlodipine+valsartan|amlodipine/valsartan
Benicar|olmesartan|
Entresto|sacubitril+valsartan|sacubitril/valsartan
Toprol XL|metoprolol|
Lopressor|metoprolol|
Tenormin|atenolol|
Coreg|carvedilol|
Bystolic|nebivolol|
Norvasc|amlodipine|
Procardia|nifedipine|
Cardizem|diltiazem|
Calan|verapamil|
Microzide|hydrochlorothiazide|
Maxzide|triamterene+hydrochlorothiazide|triamterene/hydrochlorothiazide,dyazide
Aldactone|spironolactone|
Bumex|bumetanide|
Demadex|torsemide|
Flomax|tamsulosin|
Cardura|doxazosin|
Catapres|clonidine|
Imdur|isosorbide mononitrate|
Nitrostat|nitroglycerin|
Pacerone|amiodarone|
Lanoxin|digoxin|
Eliquis|apixaban|
Xarelto|rivaroxaban|
Pradaxa|dabigatran|
Plavix|clopidogrel|
Brilinta|ticagrelor|
Bayer aspirin|aspirin|baby aspirin
Advil|ibuprofen|motrin
Aleve|naproxen|naprosyn
Mobic|meloxicam|
Voltaren|diclofenac|
Celebrex|celecoxib|
Toradol|ketorolac|
Tylenol|acetaminophen|
Norco|hydrocodone+acetaminophen|hydrocodone/acetaminophen,vicodin,lortab
Percocet|oxycodone+acetaminophen|oxycodone/acetaminophen
Tylenol with Codeine|acetaminophen+codeine|acetaminophen/codeine
OxyContin|oxycodone|
Ultram|tramadol|
Suboxone|buprenorphine+naloxone|buprenorphine/naloxone
Imitrex|sumatriptan|
Maxalt|rizatriptan|
Zoloft|sertraline|
Lexapro|escitalopram|
Celexa|citalopram|
Prozac|fluoxetine|
Paxil|paroxetine|
Effexor XR|venlafaxine|
Cymbalta|duloxetine|
Pristiq|desvenlafaxine|
Elavil|amitriptyline|
Wellbutrin|bupropion|wellbutrin xl,zyban
Remeron|mirtazapine|
Desyrel|trazodone|
Trintellix|vortioxetine|
Xanax|alprazolam|
Ativan|lorazepam|
Klonopin|clonazepam|
Valium|diazepam|
Restoril|temazepam|
Ambien|zolpidem|
Lunesta|eszopiclone|
Buspar|buspirone|
Seroquel|quetiapine|
Abilify|aripiprazole|
Risperdal|risperidone|
Zyprexa|olanzapine|
Latuda|lurasidone|
Neurontin|gabapentin|
Lyrica|pregabalin|
Lamictal|lamotrigine|
Tegretol|carbamazepine|
Trileptal|oxcarbazepine|
Dilantin|phenytoin|
Depakote|divalproex|
Keppra|levetiracetam|
Topamax|topiramate|
Adderall|amphetamine|
Vyvanse|lisdexamfetamine|
Ritalin|methylphenidate|concerta
Focalin|dexmethylphenidate|
Strattera|atomoxetine|
Intuniv|guanfacine|
Sinemet|carbidopa+levodopa|carbidopa/levodopa
Requip|ropinirole|
Mirapex|pramipexole|
Aricept|donepezil|
Namenda|memantine|
Flexeril|cyclobenzaprine|
Robaxin|methocarbamol|
Zanaflex|tizanidine|
Soma|carisoprodol|
Prilosec|omeprazole|
Nexium|esomeprazole|
Protonix|pantoprazole|
Prevacid|lansoprazole|
Pepcid|famotidine|
Reglan|metoclopramide|
Phenergan|promethazine|
Imodium|loperamide|
Zyrtec|cetirizine|
Xyzal|levocetirizine|
Claritin|loratadine|
Allegra|fexofenadine|
Benadryl|diphenhydramine|
Atarax|hydroxyzine|vistaril
Antivert|meclizine|
Flonase|fluticasone|
Flovent|fluticasone|flovent hfa
Advair|fluticasone+salmeterol|fluticasone/salmeterol,wixela
Breo Ellipta|fluticasone+vilanterol|fluticasone/vilanterol
Symbicort|budesonide+formoterol|budesonide/formoterol
Pulmicort|budesonide|
Nasonex|mometasone|
Kenalog|triamcinolone|
Deltasone|prednisone|
ProAir|albuterol|ventolin,proventil
Xopenex|levalbuterol|
Spiriva|tiotropium|spiriva handihaler
Incruse Ellipta|umeclidinium|
Trelegy Ellipta|fluticasone+umeclidinium+vilanterol|
Atrovent|ipratropium|
Combivent|albuterol+ipratropium|albuterol/ipratropium,duoneb
Glucophage|metformin|
Janumet|sitagliptin+metformin|sitagliptin/metformin
Glucotrol|glipizide|
Amaryl|glimepiride|
Januvia|sitagliptin|
Tradjenta|linagliptin|
Jardiance|empagliflozin|
Farxiga|dapagliflozin|
Invokana|canagliflozin|
Ozempic|semaglutide|
Wegovy|semaglutide|
Rybelsus|semaglutide|
Victoza|liraglutide|
Trulicity|dulaglutide|
Mounjaro|tirzepatide|
Zepbound|tirzepatide|
Actos|pioglitazone|
Lantus|insulin glargine|basaglar,toujeo
Levemir|insulin detemir|
Tresiba|insulin degludec|
Humalog|insulin lispro|
Novolog|insulin aspart|
Synthroid|levothyroxine|levoxyl,unithroid
Cytomel|liothyronine|
Tapazole|methimazole|
Fosamax|alendronate|
Actonel|risedronate|
Boniva|ibandronate|
Prolia|denosumab|
Zyloprim|allopurinol|
Uloric|febuxostat|
Colcrys|colchicine|
Ditropan|oxybutynin|
Detrol|tolterodine|
Vesicare|solifenacin|
Myrbetriq|mirabegron|
Proscar|finasteride|propecia
Avodart|dutasteride|
Viagra|sildenafil|
Cialis|tadalafil|
Premarin|conjugated estrogens|
Provera|medroxyprogesterone|depo-provera
Yaz|drospirenone+ethinyl estradiol|drospirenone/ethinyl estradiol,yasmin
Loestrin|norethindrone+ethinyl estradiol|norethindrone/ethinyl estradiol
Levora|levonorgestrel+ethinyl estradiol|levonorgestrel/ethinyl estradiol
AndroGel|testosterone|
Trexall|methotrexate|
Humira|adalimumab|
Enbrel|etanercept|
Dupixent|dupilumab|
Xalatan|latanoprost|
Klor-Con|potassium chloride|
Urocit-K|potassium citrate|
Chantix|varenicline|
Zithromax|azithromycin|
Biaxin|clarithromycin|
Cipro|ciprofloxacin|
Levaquin|levofloxacin|
Avelox|moxifloxacin|
Vibramycin|doxycycline|
Minocin|minocycline|
Omnicef|cefdinir|
Ceftin|cefuroxime|
Keflex|cephalexin|
Flagyl|metronidazole|
Diflucan|fluconazole|
Valtrex|valacyclovir|
Zovirax|acyclovir|
Tamiflu|oseltamivir|
Plaquenil|hydroxychloroquine|
Omnipaque|iohexol|
Isovue|iopamidol|
Visipaque|iodixanol|
Gadavist|gadobutrol|
Xylocaine|lidocaine|
`;
