/**
 * Allergens of the bundled vocabulary besides single drugs: drug classes as people name them
 * ("Penicillin" means the penicillin class), contrast media, latex, foods and environmental
 * allergens. `id|name|type|drug classes it covers|other names`.
 */
export const ALLERGEN_TABLE = `
penicillins|Penicillins|Drug|penicillins|penicillin,pcn,penicillin allergy
cephalosporins|Cephalosporins|Drug|cephalosporins|cephalosporin
carbapenems|Carbapenems|Drug|carbapenems|
sulfonamide-antibiotics|Sulfonamide antibiotics (sulfa)|Drug|sulfonamide-antibiotics|sulfa,sulfa drugs,sulfonamides,sulfonamide antibiotics (sulfa)
macrolides|Macrolides|Drug|macrolides|macrolide
fluoroquinolones|Fluoroquinolones|Drug|fluoroquinolones|fluoroquinolone,quinolones
tetracyclines|Tetracyclines|Drug|tetracyclines|
nsaids|NSAIDs|Drug|nsaids|nsaid,non-steroidal anti-inflammatory drugs
opioids|Opioids|Drug|opioids|opiates,narcotics
statins|Statins|Drug|statins|statin
ace-inhibitors|ACE inhibitors|Drug|ace-inhibitors|ace inhibitor
anticonvulsants|Aromatic anticonvulsants|Drug|aromatic-anticonvulsants|
local-anesthetics|Local anesthetics (amide)|Drug|amide-local-anesthetics|
iodinated-contrast|Iodinated contrast media|Drug|iodinated-contrast|contrast,contrast dye,iv contrast,iodine contrast,iodinated contrast
gadolinium-contrast|Gadolinium contrast media|Drug|gadolinium-contrast|gadolinium
vaccines|Vaccines|Drug|vaccines|
latex|Latex|Environmental||natural rubber latex
peanut|Peanut|Food||peanuts
tree-nuts|Tree nuts|Food||tree nut,almond,walnut,cashew,pecan,hazelnut
shellfish|Shellfish|Food||shrimp,crab,lobster,crustaceans
fish|Fish|Food||finned fish
egg|Egg|Food||eggs
milk|Milk|Food||dairy,cow's milk,lactose
soy|Soy|Food||soybean
wheat|Wheat|Food||gluten
sesame|Sesame|Food||
strawberry|Strawberry|Food||strawberries
bee-venom|Insect stings (bee, wasp)|Environmental||bee sting,bee stings,wasp sting,bee venom,hymenoptera venom
pollen|Pollen|Environmental||seasonal pollen,seasonal allergies,hay fever,grass pollen,ragweed
dust-mites|Dust mites|Environmental||dust
animal-dander|Animal dander|Environmental||cats,dogs,cat dander,dog dander,pets
mold|Mold|Environmental||mould
adhesive|Adhesive tape|Other||tape,adhesives
nickel|Nickel|Other||metal
`;
