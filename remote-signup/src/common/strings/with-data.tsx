/** Stands in for the data while the sentence is translated; no translation contains it. */
const MARK = '\u0000';

/**
 * A translated sentence with one piece of data in it (a business's name, an e-mail), the data in
 * `<bdi>` so an English name reads right in an Urdu sentence. `sentence` is the `t` call, given
 * the mark in the data's place: `(mark) => t('invitation.join', { business: mark })`.
 */
export function WithData({ sentence, data }: { sentence: (mark: string) => string; data: string }) {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{data}</bdi>
      {after}
    </>
  );
}
