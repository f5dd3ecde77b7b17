import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useLanguage } from "../../app/use-language.ts";
import { parishContent } from "../../content/parish.ts";

/** Text as a CSS string: quotes and backslashes escaped, nothing that could end the style element. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, "\\$&").replace(/[<\n\r]/g, " ")}"`;

/** 'Page {{page}} of {{pages}}' as CSS content, the numbers the browser's page counters. */
const pageCounter = (template: string) =>
  template
    .split(/(\{\{pages?\}\})/)
    .filter(Boolean)
    .map((part) =>
      part === "{{page}}" ? "counter(page)" : part === "{{pages}}" ? "counter(pages)" : cssString(part),
    )
    .join(" ");

/**
 * A printed sheet's heading (the parish, when it was printed) on paper only, and in every sheet's
 * bottom margin whose it is and the page count: a sheet that comes loose from a file still says
 * whose it is. `printedOn` words the time of printing; `pageOf` is 'Page {{page}} of {{pages}}'.
 */
export function PrintedHeading({
  identity,
  printedOn,
  pageOf,
}: {
  identity: string;
  printedOn(at: Date): string;
  pageOf: string;
}) {
  const language = useLanguage();
  const { parish } = parishContent[language];
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // The time of printing, not of opening: a page may stay open all morning.
    const beforePrint = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener("beforeprint", beforePrint);
    return () => window.removeEventListener("beforeprint", beforePrint);
  }, []);
  return (
    <div className="mb-4 hidden border-b border-neutral-400 pb-2 text-sm print:flex print:justify-between print:gap-4">
      <p>
        <span className="block font-serif text-base font-semibold">{parish.name}</span>
        {[...parish.address.lines, `${parish.address.town} ${parish.address.postcode}`].join(", ")} ·{" "}
        {parish.phone.display}
      </p>
      <p className="shrink-0">{printedOn(printedAt)}</p>
      <style>{`@page {
  @bottom-left { content: ${cssString(identity)}; font-size: 8pt; }
  @bottom-right { content: ${pageCounter(pageOf)}; font-size: 8pt; }
}`}</style>
    </div>
  );
}
