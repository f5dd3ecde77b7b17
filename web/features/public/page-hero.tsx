import type { ImageInfo } from "../../content/parish.ts";

/** The picture at the top of a page: above the fold, so it loads eagerly. */
export function PageHero({ image, alt }: { image: ImageInfo; alt: string }) {
  return (
    <div className="bg-byzantine-900">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        fetchPriority="high"
        className="mx-auto block aspect-[16/6] max-h-80 w-full max-w-6xl object-cover"
      />
    </div>
  );
}

export function PageHeading({ children }: { children: React.ReactNode }) {
  return <h1 className="font-serif text-3xl font-semibold text-byzantine-900 sm:text-4xl">{children}</h1>;
}

export function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((text) => (
        <p key={text} className="mt-4 leading-relaxed text-neutral-800">
          {text}
        </p>
      ))}
    </>
  );
}
