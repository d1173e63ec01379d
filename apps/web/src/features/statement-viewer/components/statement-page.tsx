import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { bandFromPageText, type PageText, type RowBand } from '../lib/row-band.ts';
import { loadPdfJs, statementProblem } from '../lib/statement-documents.ts';
import './statement-text-layer.css';

interface StatementPageProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  /** Degrees (clockwise) the parser turned the page beyond its /Rotate to read it: shown turned the same way. */
  turn: number;
  /** The row's band as stored by the parser; without one, `amount` is looked up in the page's text. */
  band: RowBand | null;
  /** The row to find when no band is stored, or null when this page is not the row's page. */
  lookup: { amount: number; occurrence: number } | null;
  onBandMissing: (missing: boolean) => void;
}

type Rendered = { state: 'rendering' } | { state: 'ready'; height: number; band: RowBand | null } | { state: 'failed'; message: string };

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

/**
 * One statement page drawn to a canvas at the panel's width, with the row's band over it, scrolled into
 * view, and pdf.js's text layer over both so the printed text can be selected (to add a missed row).
 */
export function StatementPage({ document, pageNumber, turn, band, lookup, onBandMissing }: StatementPageProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [rendered, setRendered] = useState<Rendered>({ state: 'rendering' });

  // Zoom is fit-width: the page follows the panel's width.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Primitive dependencies: the props are rebuilt on every render of the panel.
  const bandTop = band?.top;
  const bandBottom = band?.bottom;
  const amount = lookup?.amount;
  const occurrence = lookup?.occurrence ?? 0;
  useEffect(() => {
    const canvas = canvasRef.current;
    const textContainer = textRef.current;
    if (!canvas || !textContainer || width === 0) return;
    let cancelled = false;
    let task: ReturnType<PdfPage['render']> | undefined;
    let textLayer: { cancel: () => void } | undefined;
    setRendered({ state: 'rendering' });
    (async () => {
      const page = await document.getPage(pageNumber);
      const rotation = (page.rotate + turn) % 360;
      const natural = page.getViewport({ scale: 1, rotation });
      const viewport = page.getViewport({ scale: width / natural.width, rotation });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      const [content, { TextLayer }] = await Promise.all([page.getTextContent(), loadPdfJs(), task.promise]);
      if (cancelled) return;
      textContainer.replaceChildren();
      textContainer.style.setProperty('--total-scale-factor', String(viewport.scale));
      const layer = new TextLayer({ textContentSource: content, container: textContainer, viewport });
      textLayer = layer;
      // Text that cannot be laid out only means nothing to select: the drawn page still shows.
      await layer.render().catch(() => undefined);
      if (cancelled) return;
      let found: RowBand | null = bandTop === undefined || bandBottom === undefined ? null : { top: bandTop, bottom: bandBottom };
      if (!found && amount !== undefined) found = bandFromPageText(pageText(content, natural), natural.height, amount, occurrence);
      if (!cancelled) setRendered({ state: 'ready', height: viewport.height, band: found });
    })().catch((error: unknown) => {
      const name = (error as Error | undefined)?.name;
      if (!cancelled && name !== 'RenderingCancelledException' && name !== 'AbortException') {
        setRendered({ state: 'failed', message: statementProblem(error) });
      }
    });
    return () => {
      cancelled = true;
      task?.cancel();
      textLayer?.cancel();
    };
  }, [document, pageNumber, turn, width, bandTop, bandBottom, amount, occurrence]);

  const shownBand = rendered.state === 'ready' ? rendered.band : null;
  const ready = rendered.state === 'ready';
  const looking = lookup !== null;
  useEffect(() => {
    if (ready) onBandMissing(looking && shownBand === null);
  }, [ready, shownBand, looking, onBandMissing]);

  // The row in the middle of the panel, without moving the rest of the page.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || rendered.state !== 'ready' || !rendered.band) return;
    const middle = ((rendered.band.top + rendered.band.bottom) / 2) * rendered.height;
    scroller.scrollTo({ top: Math.max(0, middle - scroller.clientHeight / 2), behavior: 'smooth' });
  }, [rendered]);

  return (
    <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto bg-muted/50" data-testid="statement-page-scroll">
      <div className="relative mx-auto w-fit bg-white shadow-sm">
        <canvas ref={canvasRef} className="block" aria-label={`Statement page ${pageNumber}`} role="img" />
        <div ref={textRef} className="textLayer" data-testid="statement-text-layer" />
        {shownBand && (
          <div
            data-testid="statement-row-band"
            data-top={shownBand.top}
            data-bottom={shownBand.bottom}
            aria-hidden
            className="pointer-events-none absolute inset-x-0 rounded-sm bg-amber-300/35 ring-2 ring-amber-500/80 mix-blend-multiply"
            style={{ top: `${shownBand.top * 100}%`, height: `${Math.max(shownBand.bottom - shownBand.top, 0.004) * 100}%` }}
          />
        )}
      </div>
      {rendered.state === 'rendering' && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label="Drawing the page" />
        </div>
      )}
      {rendered.state === 'failed' && (
        <div className="absolute inset-x-0 top-0 bg-background p-4">
          <InlineError>{rendered.message}</InlineError>
        </div>
      )}
    </div>
  );
}

/** The page's text pieces in page units from the top-left corner (pdf.js measures from the bottom). */
function pageText(content: TextContent, viewport: ReturnType<PdfPage['getViewport']>): PageText[] {
  const pieces: PageText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [, baseline] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
    const height = item.height || Math.hypot(item.transform[2], item.transform[3]);
    pieces.push({ text: item.str, top: baseline - height, height });
  }
  return pieces;
}
