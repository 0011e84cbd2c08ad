import { Component, lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../../components/lazy-image/use-near-viewport.ts';
import { useTranslation } from '../../lib/translator.ts';
import type { DevicePreviewProduct } from './device-preview.tsx';
import { devicesFor } from './device-list.ts';
import {
  CONTROLS_PLACE,
  HEADING_PLACE,
  SECTION_GRID,
  STAGE_CLASS,
  STAGE_PLACE,
  SWITCH_BUTTON_CLASS,
  SWITCH_CLASS,
} from './stage.ts';

// Its own chunk (issue 13): the drawings load only when the section nears the viewport.
const DevicePreview = lazy(() =>
  import('./device-preview.tsx').then((module) => ({ default: module.DevicePreview })),
);

/** The same boxes as the preview, so nothing moves when it arrives. */
function DevicePreviewSkeleton({ devices, withPause }: { devices: number; withPause: boolean }) {
  return (
    <>
      <div className={`${STAGE_CLASS} ${STAGE_PLACE}`} aria-hidden="true" />
      <div className={CONTROLS_PLACE} aria-hidden="true">
        <div className={SWITCH_CLASS}>
          {Array.from({ length: devices }, (_, index) => (
            <div key={index} className={`${SWITCH_BUTTON_CLASS} animate-pulse bg-surface-2`} />
          ))}
        </div>
        <div className="h-7 w-40 animate-pulse rounded-full bg-surface-2" />
        {withPause ? <div className="h-6 w-24" /> : null}
      </div>
    </>
  );
}

/** A chunk that fails to load leaves a line of text, not a broken product page. */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** "See it on your device" on the product page; the device itself is drawn by a lazy chunk. */
export function DevicePreviewSection({ product }: { product: DevicePreviewProduct }) {
  const { t } = useTranslation();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const lighting = product.devicePreview.lighting;
  const skeleton = (
    <DevicePreviewSkeleton
      devices={devicesFor(product).length}
      withPause={lighting !== null && lighting.pattern !== 'static'}
    />
  );
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className={SECTION_GRID}
      data-testid="device-preview"
    >
      <div className={HEADING_PLACE}>
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {t('devicePreview.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('devicePreview.subtitle')}</p>
      </div>
      {near ? (
        <PreviewBoundary
          fallback={
            <p className={`${STAGE_PLACE} text-sm text-muted`}>{t('devicePreview.failed')}</p>
          }
        >
          <Suspense fallback={skeleton}>
            <DevicePreview product={product} />
          </Suspense>
        </PreviewBoundary>
      ) : (
        skeleton
      )}
    </section>
  );
}
