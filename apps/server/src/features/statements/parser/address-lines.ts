// The lines of a mailing address block, as banks print them for the window envelope.

// "123 MAIN ST" and "PO BOX 9" (US, UK), or "VIA ROMA 12" (the house number last, most of Europe).
const NUMBERED_STREET = /^(\d+[A-Z]?\s+[A-Za-z0-9]|P\.?\s?O\.?\s+BOX\b)|^\p{L}[\p{L}.' -]+\s\d{1,4}[a-z]?$/iu;
// US addresses without a street number: a rural route ("RR 2 BOX 118", "RURAL ROUTE 3"), a highway contract route
// ("HC 64 BOX 12"), a star route, a bare "BOX 118", a military post ("PSC 1234 BOX 5678", "CMR 450").
const ROUTE = /^(R\.?\s?R\.?|RURAL\s+ROUTE|RTE|H\.?\s?C\.?|STAR\s+ROUTE|BOX|PSC|CMR)\s*\d+\b/i;
// UK and European addresses name the flat before the street: "Flat 3, 27 Albert Street", "Apartment 12B",
// "Suite 300, 1 King St", "Unit 4 Riverside Park", "Floor 2".
const DWELLING = /^(flat|apartment|apt\.?|suite|ste\.?|unit|floor|fl\.?|level|room|rm\.?)\s+\d+[A-Z]?\b/i;

/** The first line of the address under the name: a street with its number, a PO box, a rural route or a flat. */
export function isStreetLine(text: string): boolean {
  return NUMBERED_STREET.test(text) || ROUTE.test(text) || DWELLING.test(text);
}

// "ATTN: PAT OKAFOR", "Attention Accounts Payable", "C/O JANE DOE", "Care of …": a business's statement names who
// opens the post between the holder and the street; the holder is the line above.
const CARE_OF = /^(attn\b\.?|attention\b|c\/o\b|care\s+of\b)/i;

export function isCareOfLine(text: string): boolean {
  return CARE_OF.test(text.trim());
}
