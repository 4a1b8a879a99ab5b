/** The placeholders a line of text can hold while its data loads (styles in ui.css). */
const BONES = {
  line: 'skeleton skeleton--text',
  short: 'skeleton skeleton--text skeleton--short',
  badge: 'skeleton skeleton--badge',
} as const;

/** A paragraph of placeholders in the shape of the text that will replace it. */
export default function SkeletonText({ className, bones }: { className: string; bones: (keyof typeof BONES)[] }) {
  return (
    <p className={className}>
      {bones.map((bone, i) => (
        <span key={i} className={BONES[bone]} />
      ))}
    </p>
  );
}
