/**
 * The terms every quote form posts beside its lines, as the staff form's defaults fill them: a 20% deposit due within
 * 7 days, the balance at the facility on admission, refunds by notice, taxes included, facility and doctor named.
 */
export const quoteTermFields: Record<string, string> = {
  "inclusions.anaesthesia": "on",
  "inclusions.tests": "on",
  "inclusions.hospital_nights": "on",
  "inclusions.transfers": "on",
  "inclusions.interpreter": "on",
  "inclusions.follow_up": "on",
  depositKind: "percent",
  depositValue: "20",
  depositDueDays: "7",
  balancePlace: "facility",
  balanceTime: "on_admission",
  "cancellation[0].daysBefore": "30",
  "cancellation[0].refundPercent": "100",
  "cancellation[1].daysBefore": "14",
  "cancellation[1].refundPercent": "50",
  cancellationLater: "0",
  taxes: "included",
  hospital: "Cairo Heart Centre",
  doctor: "Dr. Ahmed Fathy",
  showComparison: "on",
};
