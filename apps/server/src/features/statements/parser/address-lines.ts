// The lines of a mailing address block, as banks print them for the window envelope.

// "123 MAIN ST" and "PO BOX 9" (US, UK), or "VIA ROMA 12" (the house number last, most of Europe).
const NUMBERED_STREET = /^(\d+[A-Z]?\s+[A-Za-z0-9]|P\.?\s?O\.?\s+BOX\b)|^\p{L}[\p{L}.' -]+\s\d{1,4}[a-z]?$/iu;
// US addresses without a street number: a rural route ("RR 2 BOX 118", "RURAL ROUTE 3"), a highway contract route
// ("HC 64 BOX 12"), a star route, a bare "BOX 118", a military post ("PSC 1234 BOX 5678", "CMR 450").
const ROUTE = /^(R\.?\s?R\.?|RURAL\s+ROUTE|RTE|H\.?\s?C\.?|STAR\s+ROUTE|BOX|PSC|CMR)\s*\d+\b/i;
// UK and European addresses name the flat before the street: "Flat 3, 27 Albert Street", "Apartment 12B",
// "Suite 300, 1 King St", "Unit 4 Riverside Park", "Floor 2".
const DWELLING = /^(flat|apartment|apt\.?|suite|ste\.?|unit|floor|fl\.?|level|room|rm\.?)\s+\d+[A-Z]?\b/i;

// Puerto Rico (and Spanish-speaking) addresses open with the development or the street's kind, the number after it:
// "URB. LAS LOMAS, CALLE 31 SO #1782", "COND. EL SENORIAL APT 5B", "CALLE LUNA 14", "PMB 112", "BO. OBRERO".
const SPANISH_STREET = /^(urb|urbanizaci[oó]n|cond|condominio|calle|avenida|barrio|bo|res|residencial|carr|carretera|pmb)\.?\s+[\p{L}\d#]/iu;

/** The first line of the address under the name: a street with its number, a PO box, a rural route or a flat. */
export function isStreetLine(text: string): boolean {
  return NUMBERED_STREET.test(text) || ROUTE.test(text) || DWELLING.test(text) || (SPANISH_STREET.test(text) && /\d/.test(text));
}

// A sender prints its return address on one line under its name ("PO Box 619063, Dallas, TX 75261-9063 | Customer
// Service 1-800-555-0142"); the envelope's window block gives the town, state and ZIP a line of their own.
const TOWN_STATE_ZIP = /,\s*[A-Za-z .]+,?\s+[A-Z]{2}\s+\d{5}(-\d{4})?\b/;

/** A street line that already holds the town, state and ZIP: the sender's return address, not the holder's block. */
export function isReturnAddress(text: string): boolean {
  return isStreetLine(text) && TOWN_STATE_ZIP.test(text);
}

// "ATTN: PAT OKAFOR", "Attention Accounts Payable", "C/O JANE DOE", "Care of …": a business's statement names who
// opens the post between the holder and the street; the holder is the line above.
const CARE_OF = /^(attn\b\.?|attention\b|c\/o\b|care\s+of\b)/i;

export function isCareOfLine(text: string): boolean {
  return CARE_OF.test(text.trim());
}

// A brokerage prints how the account is titled under the owner's name: "TOD: JULIA BRANDT" (transfer on death to),
// "POD …", "ITF …" (in trust for), "JTWROS" (joint tenants with right of survivorship), "JT TEN". The owner is above.
const TITLING = /^(tod|pod|itf|in trust for|jtwros|jt\s?ten|ten\s?com|tenants in common|beneficiary)\b/i;

export function isTitlingLine(text: string): boolean {
  return TITLING.test(text.trim());
}

// A joint account's block may name the other owners on a labelled line under the primary holder ("JOINT OWNER(S):
// KAYLA M BASKERVILLE", "CO-OWNER: …", "Joint holder: …"): the holder is the line above.
const JOINT_OWNER = /^(joint\s+(owner|holder|member|account\s+holder)s?(\(s\))?|co-?(owner|holder|borrower)s?(\(s\))?)\s*:/i;

export function isJointOwnerLine(text: string): boolean {
  return JOINT_OWNER.test(text.trim());
}
