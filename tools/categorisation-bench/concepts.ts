/**
 * What a transaction *is*, independent of any chart. Each client's chart files concepts under its own
 * labels; several concepts often share one label, and similar concepts get different names across clients.
 */
export type Concept =
  | 'sales' | 'client_payments' | 'insurance_claims' | 'interest_income' | 'owner_contribution' | 'loan_proceeds'
  | 'cogs_food' | 'cogs_beverage' | 'dental_supplies' | 'lab_fees' | 'materials' | 'small_tools' | 'equipment_rental'
  | 'inventory' | 'packaging' | 'shipping' | 'merchant_fees'
  | 'fuel' | 'vehicle_repair' | 'parking_tolls' | 'meals' | 'travel' | 'rideshare'
  | 'office_supplies' | 'software' | 'computer_equipment' | 'phone' | 'internet' | 'utilities' | 'rent' | 'insurance'
  | 'payroll_wages' | 'payroll_taxes' | 'payroll_fees' | 'contract_labor' | 'advertising' | 'bank_fees'
  | 'professional_fees' | 'dues_subscriptions' | 'licenses_permits' | 'legal_research' | 'court_fees'
  | 'repairs_maintenance' | 'cleaning' | 'uniforms_laundry' | 'waste'
  | 'owner_draw' | 'tax_payment' | 'loan_payment' | 'card_payment' | 'transfer';

export type Industry = 'restaurant' | 'dental' | 'contractor' | 'landscaping' | 'ecommerce' | 'law' | 'agency';
