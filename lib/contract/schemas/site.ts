// The site itself (SPEC section 7 "System" and the navigation and status-definition lists): per-host
// configuration, navigation trees, status definitions.
import { z } from '@hono/zod-openapi';
import { LinkTarget, LinkType, OrderKind, SiteTheme } from '../enums.ts';
import type { NavigationItem } from '../wire.ts';

export const SiteSettingsSchema = z
  .object({
    theme: z.enum(SiteTheme),
    logo: z.string(),
    favicon: z.string(),
    displaySiteName: z.string(),
    dispalyCompanyName: z.string().openapi({ description: 'Spelt so in the contract' }),
    weChatQrCodeUrl: z.string(),
    baseCurrencyName: z.string(),
    baseCurrencySymbol: z.string(),
    baseCurrencyCode: z.string(),
  })
  .openapi('SiteSettings');

export const SiteConfigurationSchema = z
  .object({
    id: z.string(),
    site: SiteSettingsSchema,
    currentTenant: z.object({ id: z.string(), name: z.string().optional() }),
    localization: z.object({ currentCulture: z.object({ cultureName: z.string() }) }),
  })
  .openapi('SiteConfiguration');

export const NavigationItemSchema: z.ZodType<NavigationItem> = z
  .object({
    id: z.string(),
    displayName: z.string(),
    displayColor: z.string().nullable(),
    linkType: z.enum(LinkType),
    linkSourceValue: z.string().nullable(),
    extenalUrlTarget: z.enum(LinkTarget).openapi({ description: 'Spelt so in the contract' }),
    get children() {
      return z.array(NavigationItemSchema);
    },
    color: z.string().nullable(),
  })
  .openapi('NavigationItem');

export const StatusDefinitionSchema = z
  .object({ type: z.enum(OrderKind), status: z.number().int(), name: z.string(), sort: z.number().int() })
  .openapi('StatusDefinition');
