/**
 * Text that is always left to right — a phone number, an e-mail address, a price, a code — isolated
 * so that inside Arabic text its digits and signs keep their order and do not reorder the sentence.
 */
export function Ltr({ children }: { children: React.ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
