/**
 * The operator's public contact points and channels: the footer, and support's e-mail fallback. Demo values for the
 * fictional brand: an operator replaces every one with its own (and the host lists below with its domains).
 */
export const SITE_CONTACTS = {
  phone: '+356 2034 5678',
  email: 'support@aurora.casino',
  affiliatesUrl: 'https://affiliates.aurora.casino',
  social: [
    { id: 'x', label: 'X', url: 'https://x.com/auroracasino' },
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/auroracasino' },
    { id: 'telegram', label: 'Telegram', url: 'https://t.me/auroracasino' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@auroracasino' },
  ],
} as const;

export type SocialNetwork = (typeof SITE_CONTACTS.social)[number]['id'];

/** Hosts where the blog link shows; mirrors and partner embeds do not link to it. */
export const BLOG_HOSTS: readonly string[] = ['aurora.casino', 'www.aurora.casino'];

/** Hosts that carry the DMCA protection badge. */
export const DMCA_HOSTS: readonly string[] = ['aurora.casino', 'www.aurora.casino'];
