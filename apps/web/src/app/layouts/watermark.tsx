import classes from './watermark.module.css';

/** The moyo theme carries its logo faintly behind the content. */
export const Watermark = () => (
  <img
    src="/icons/icon.svg"
    alt=""
    aria-hidden="true"
    className={classes.watermark}
    data-testid="watermark"
  />
);
