import { Ltr } from "~/i18n/ltr";

/**
 * A sentence that names a price ("ابتداءً من $1,200"), with the price isolated left to right so Arabic
 * text does not turn it into "1,200$". The catalogue's schema makes every starting price name its Egypt price.
 */
export function PriceInText({ text, price }: { text: string; price: string }) {
  const at = text.indexOf(price);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <Ltr>{price}</Ltr>
      {text.slice(at + price.length)}
    </>
  );
}
