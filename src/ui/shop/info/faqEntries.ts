import { WARRANTY_YEARS, type ShopFacts } from './shopFacts';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The FAQ; money figures and contact details come from the shop settings. */
export const faqEntries = (facts: ShopFacts, hours: readonly string[]): FaqEntry[] => [
  {
    question: 'What is sheesham wood, and is it durable?',
    answer:
      'Sheesham (Indian rosewood) is a dense hardwood grown in India. It is strong, naturally resistant to termites and decay, and its rich grain darkens beautifully with age. With basic care, sheesham furniture lasts for decades. Most of our pieces are sheesham; some are mango wood or teak, and kitchens use BWP plywood — each product page lists its materials.',
  },
  {
    question: 'Do your prices include GST?',
    answer:
      'Yes. Every price on the site is in rupees and includes GST. You receive a GST invoice with your delivery.',
  },
  {
    question: 'How much does shipping cost?',
    answer: `Shipping is free on orders of ${facts.freeShippingAbove} or more. Below that, a flat ${facts.shippingFee} is added per order. Your cart shows the charge before you check out.`,
  },
  {
    question: 'How do I pay?',
    answer:
      'Cash on delivery, where your pincode takes it and up to its limit, and UPI when checkout offers it. Check delivery on a product page tells you what your pincode takes; the Terms of Sale say how each works.',
  },
  {
    question: 'How long does delivery take?',
    answer:
      'It depends on your pincode: Check delivery on a product page or in your cart gives the date we promise, and our Shipping Policy lists the times for each region. We call you a day before to agree a time.',
  },
  {
    question: 'Do I have to assemble the furniture?',
    answer:
      'No. Most pieces arrive ready to use, and our delivery team assembles beds, wardrobes and large tables in your home at no extra cost.',
  },
  {
    question: 'Can I return a product?',
    answer:
      facts.returnDays > 0
        ? `Yes, within ${facts.returnDays} days of delivery, if it is unused and in its original condition: open the order in My Orders and choose 'Request a return'. We collect it from your home and refund the full price. Made-to-order pieces cannot be returned.`
        : 'We take back only pieces that arrive damaged or are not what you ordered: tell us within 48 hours of delivery and we repair, replace or refund them.',
  },
  {
    question: 'What does the warranty cover?',
    answer: `Up to ${WARRANTY_YEARS} years against manufacturing and structural defects — loose joints, cracks from how the piece was made, failing hardware. Each product page shows its own warranty period.`,
  },
  {
    question: 'Why does my furniture look slightly different from the photo?',
    answer:
      'Wood is a natural material: grain patterns, knots and shades vary from tree to tree, so every piece is a little different. These variations are a sign of real wood, not a defect.',
  },
  {
    question: 'Can you make a piece in a custom size?',
    answer: `Often, yes. Write to ${facts.email} with the size you need and a photo of the space, and our workshop will send you a quote. Custom pieces cannot be returned.`,
  },
  {
    question: 'How can I track my order?',
    answer:
      'Sign in and open My Orders. Each order shows its status — pending, confirmed, shipped or delivered — and updates by itself when it changes.',
  },
  {
    question: 'Do I need an account to order?',
    answer:
      'You can browse, search and fill your cart without one. To check out, sign in or create a free account, so you can follow your orders afterwards.',
  },
  {
    question: 'How can I reach you?',
    answer: `Call ${facts.phone} or e-mail ${facts.email}. We are open ${hours.join('; ')}.`,
  },
];
