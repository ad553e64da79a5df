// ISO 3166-1 alpha-3 to alpha-2, for the issuing state of a machine-readable zone and the
// country element (DCG) of a licence's barcode. The 249 officially assigned codes, as
// "alpha-3:alpha-2" pairs sorted by alpha-3; a table of our own rather than a package, since
// a country package brings names in many languages that the domain does not need (decision 0052).
const ISO_PAIRS = `
  ABW:AW AFG:AF AGO:AO AIA:AI ALA:AX ALB:AL AND:AD ARE:AE ARG:AR ARM:AM ASM:AS ATA:AQ
  ATF:TF ATG:AG AUS:AU AUT:AT AZE:AZ BDI:BI BEL:BE BEN:BJ BES:BQ BFA:BF BGD:BD BGR:BG
  BHR:BH BHS:BS BIH:BA BLM:BL BLR:BY BLZ:BZ BMU:BM BOL:BO BRA:BR BRB:BB BRN:BN BTN:BT
  BVT:BV BWA:BW CAF:CF CAN:CA CCK:CC CHE:CH CHL:CL CHN:CN CIV:CI CMR:CM COD:CD COG:CG
  COK:CK COL:CO COM:KM CPV:CV CRI:CR CUB:CU CUW:CW CXR:CX CYM:KY CYP:CY CZE:CZ DEU:DE
  DJI:DJ DMA:DM DNK:DK DOM:DO DZA:DZ ECU:EC EGY:EG ERI:ER ESH:EH ESP:ES EST:EE ETH:ET
  FIN:FI FJI:FJ FLK:FK FRA:FR FRO:FO FSM:FM GAB:GA GBR:GB GEO:GE GGY:GG GHA:GH GIB:GI
  GIN:GN GLP:GP GMB:GM GNB:GW GNQ:GQ GRC:GR GRD:GD GRL:GL GTM:GT GUF:GF GUM:GU GUY:GY
  HKG:HK HMD:HM HND:HN HRV:HR HTI:HT HUN:HU IDN:ID IMN:IM IND:IN IOT:IO IRL:IE IRN:IR
  IRQ:IQ ISL:IS ISR:IL ITA:IT JAM:JM JEY:JE JOR:JO JPN:JP KAZ:KZ KEN:KE KGZ:KG KHM:KH
  KIR:KI KNA:KN KOR:KR KWT:KW LAO:LA LBN:LB LBR:LR LBY:LY LCA:LC LIE:LI LKA:LK LSO:LS
  LTU:LT LUX:LU LVA:LV MAC:MO MAF:MF MAR:MA MCO:MC MDA:MD MDG:MG MDV:MV MEX:MX MHL:MH
  MKD:MK MLI:ML MLT:MT MMR:MM MNE:ME MNG:MN MNP:MP MOZ:MZ MRT:MR MSR:MS MTQ:MQ MUS:MU
  MWI:MW MYS:MY MYT:YT NAM:NA NCL:NC NER:NE NFK:NF NGA:NG NIC:NI NIU:NU NLD:NL NOR:NO
  NPL:NP NRU:NR NZL:NZ OMN:OM PAK:PK PAN:PA PCN:PN PER:PE PHL:PH PLW:PW PNG:PG POL:PL
  PRI:PR PRK:KP PRT:PT PRY:PY PSE:PS PYF:PF QAT:QA REU:RE ROU:RO RUS:RU RWA:RW SAU:SA
  SDN:SD SEN:SN SGP:SG SGS:GS SHN:SH SJM:SJ SLB:SB SLE:SL SLV:SV SMR:SM SOM:SO SPM:PM
  SRB:RS SSD:SS STP:ST SUR:SR SVK:SK SVN:SI SWE:SE SWZ:SZ SXM:SX SYC:SC SYR:SY TCA:TC
  TCD:TD TGO:TG THA:TH TJK:TJ TKL:TK TKM:TM TLS:TL TON:TO TTO:TT TUN:TN TUR:TR TUV:TV
  TWN:TW TZA:TZ UGA:UG UKR:UA UMI:UM URY:UY USA:US UZB:UZ VAT:VA VCT:VC VEN:VE VGB:VG
  VIR:VI VNM:VN VUT:VU WLF:WF WSM:WS YEM:YE ZAF:ZA ZMB:ZM ZWE:ZW`;

// ICAO 9303 part 3 adds codes of its own. Germany writes "D"; the British nationality
// variants are issued by the United Kingdom. Kosovo (RKS, XXK) has no ISO code: XK is the
// user-assigned code most registries use. The organisations (UNO, EUE, XPO...), the stateless
// and refugee codes (XXA, XXB, XXC, XXX) and the specimen state UTO have no country: null.
const ICAO_EXTRAS: Record<string, string> = {
  D: 'DE',
  GBD: 'GB',
  GBN: 'GB',
  GBO: 'GB',
  GBP: 'GB',
  GBS: 'GB',
  RKS: 'XK',
  XXK: 'XK',
};

const ALPHA3_TO_ALPHA2: ReadonlyMap<string, string> = new Map([
  ...ISO_PAIRS.trim()
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
  ...Object.entries(ICAO_EXTRAS),
]);

/** The alpha-2 code of an alpha-3 (or ICAO) country code, or null when it names no country. */
export function alpha2Country(code: string): string | null {
  return ALPHA3_TO_ALPHA2.get(code.replace(/</g, '').trim().toUpperCase()) ?? null;
}

const ALPHA2: ReadonlySet<string> = new Set(ALPHA3_TO_ALPHA2.values());

/** An ISO 3166-1 alpha-2 code of a country (or XK), as the ID card record keeps it. */
export function isCountryCode(code: string): boolean {
  return ALPHA2.has(code);
}
