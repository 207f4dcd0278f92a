/** A service as its card shows it: the company's name from its owner's profile. */
export type ServiceSummary = {
  id: string;
  title: string;
  category: string;
  location: string;
  priceFrom: number;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  isPremium: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  createdAt: Date;
  companyName: string | null;
};
