import type { ProductDetail } from '@space/contracts/products';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';

type RequirementsProduct = Pick<
  ProductDetail,
  | 'supportedSystems'
  | 'supportedDevices'
  | 'minAppVersion'
  | 'prerequisites'
  | 'prerequisitesHidden'
>;

/**
 * What a product needs to run (issue 13): systems, devices, the oldest app version, and how
 * many front plugins it needs first (those are listed, with links, under "Requires").
 */
export function ProductRequirements({ product }: { product: RequirementsProduct }) {
  const { t } = useTranslation();
  const plugins = product.prerequisites.length + product.prerequisitesHidden;
  const rows: [label: string, value: string, href?: string][] = [
    [
      t('product.systems'),
      product.supportedSystems.map((system) => t(runtimeKey('systems', system))).join(', ') || '—',
    ],
    [
      t('product.devices'),
      product.supportedDevices
        .map((device) => t(`families.${device}`, { defaultValue: device }))
        .join(', ') || '—',
    ],
    [
      t('product.minAppVersion'),
      product.minAppVersion
        ? t('product.appVersionOrLater', { version: product.minAppVersion })
        : t('product.anyAppVersion'),
    ],
    [
      t('product.requiredPlugins'),
      plugins > 0 ? t('product.pluginCount', { count: plugins }) : t('product.noPlugins'),
      // The list itself, with links, is under "Requires".
      plugins > 0 ? '#prerequisites-title' : undefined,
    ],
  ];
  return (
    <section aria-labelledby="requirements-title">
      <h3 id="requirements-title" className="font-semibold">
        {t('product.requirements')}
      </h3>
      <dl className="mt-2 divide-y divide-border rounded-xl border border-border bg-surface text-sm">
        {rows.map(([label, value, href]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
            <dt className="shrink-0 text-muted">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words">
              {href ? (
                <a href={href} className="text-primary hover:underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
