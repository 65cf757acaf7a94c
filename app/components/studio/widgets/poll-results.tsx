import { useTranslation } from '../../../lib/i18n.tsx';

export interface PollResultOption {
  id_option: number;
  label: string;
  votes: number;
  percent: number;
}

/**
 * A poll's results (decision 044): a sentence that says what the chart shows, the bars as plain
 * SVG, each named with its option, votes and share (a bar alone says nothing to a screen reader),
 * and the numbers as a table. No chart
 * library: a handful of bars does not justify one, and SVG draws them without scripts.
 */
export function PollResults({
  id,
  options,
  total,
}: {
  id: string;
  options: PollResultOption[];
  total: number;
}) {
  const { t } = useTranslation();
  const top = [...options].sort((a, b) => b.votes - a.votes)[0];
  const barHeight = 22;
  const gap = 8;
  const height = options.length * (barHeight + gap);
  return (
    <section className="poll-results" aria-labelledby={`${id}-results`}>
      <h4 id={`${id}-results`}>{t('studio_widgets.results_heading')}</h4>
      <p data-testid="poll-results-summary">
        {total && top
          ? t('studio_widgets.results_summary', {
              count: total,
              label: top.label,
              percent: top.percent,
            })
          : t('studio_widgets.results_none')}
      </p>
      {total ? (
        <svg
          className="poll-results__chart"
          viewBox={`0 0 100 ${height}`}
          preserveAspectRatio="none"
          width="100%"
          height={height}
          role="group"
          aria-label={t('studio_widgets.results_caption')}
          focusable="false"
        >
          {options.map((option, index) => {
            const label = t('studio_widgets.results_bar', {
              label: option.label,
              count: option.votes,
              percent: option.percent,
            });
            return (
              <rect
                key={option.id_option}
                x={0}
                y={index * (barHeight + gap)}
                width={Math.max(option.percent, 0.5)}
                height={barHeight}
                rx={2}
                className="poll-results__bar"
                role="img"
                aria-label={label}
              >
                <title>{label}</title>
              </rect>
            );
          })}
        </svg>
      ) : null}
      <table className="poll-results__table">
        <caption>{t('studio_widgets.results_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studio_widgets.col_option')}</th>
            <th scope="col">{t('studio_widgets.col_votes')}</th>
            <th scope="col">{t('studio_widgets.col_percent')}</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.id_option}>
              <th scope="row">{option.label}</th>
              <td>{option.votes}</td>
              <td>{option.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
