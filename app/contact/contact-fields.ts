/** The contact form's fields (part 1 §3 Contact message), as typed into the form. */
export type ContactFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  country?: string;
  /** An id of content/contact.ts contactTreatments. */
  treatment?: string;
  message: string;
};

/** Maximum lengths: the inputs' maxlength and the server's bounds. */
export const contactLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  country: 100,
  message: 5000,
} as const;
