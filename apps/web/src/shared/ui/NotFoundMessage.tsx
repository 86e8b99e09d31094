import { Link } from 'react-router';
import { buttonClass } from './buttons';

/** The "not found" block every screen uses: a heading, one sentence and a way back. */
export function NotFoundMessage(props: { title: string; text: string; linkTo: string; linkLabel: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{props.title}</h1>
      <p className="mt-4 text-stone-700">{props.text}</p>
      <Link to={props.linkTo} className={`${buttonClass.primary} mt-8`}>
        {props.linkLabel}
      </Link>
    </section>
  );
}
