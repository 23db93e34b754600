import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FormattedMessage,
  FormattedNumber,
  IntlProvider,
  RawIntlProvider,
  createIntl,
  createIntlCache,
  injectIntl,
  useIntl,
  type IntlShape,
} from '../../../src/node/patches/standins/intl';

const messages = { greeting: 'Hello {name}', 'sidebar.label': '侧边栏' };

describe('site intl (react-intl stand-in)', () => {
  it('provides the intl object dumi builds with createIntl to useIntl', () => {
    const intl = createIntl({ locale: 'zh-CN', messages }, createIntlCache());
    const Label = () => {
      const current = useIntl();
      return <span>{`${current.locale}: ${current.formatMessage({ id: 'sidebar.label' })}`}</span>;
    };
    render(
      <RawIntlProvider value={intl}>
        <Label />
      </RawIntlProvider>,
    );
    expect(screen.getByText('zh-CN: 侧边栏')).toBeInTheDocument();
  });

  it('renders FormattedMessage with text and element values', () => {
    render(
      <IntlProvider locale="en-US" messages={messages}>
        <p data-testid="text">
          <FormattedMessage id="greeting" values={{ name: 'Ada' }} />
        </p>
        <p data-testid="rich">
          <FormattedMessage id="greeting" values={{ name: <strong>rc-table</strong> }} />
        </p>
      </IntlProvider>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('Hello Ada');
    expect(screen.getByTestId('rich')).toHaveTextContent('Hello rc-table');
    expect(screen.getByText('rc-table').tagName).toBe('STRONG');
  });

  it('passes the intl object to injectIntl components', () => {
    const Plain = ({ intl }: { intl: IntlShape }) => (
      <span>{intl.formatMessage({ id: 'greeting' }, { name: 'Lin' })}</span>
    );
    const Injected = injectIntl(Plain);
    render(
      <IntlProvider locale="en-US" messages={messages}>
        <Injected />
      </IntlProvider>,
    );
    expect(screen.getByText('Hello Lin')).toBeInTheDocument();
  });

  it('says what is missing instead of failing silently', () => {
    // React reports the thrown render errors on the console as well; the throw is what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Orphan = () => <span>{useIntl().locale}</span>;
    expect(() => render(<Orphan />)).toThrow(/no IntlProvider/);
    expect(() =>
      render(
        <IntlProvider locale="en-US" messages={messages}>
          <FormattedNumber />
        </IntlProvider>,
      ),
    ).toThrow(/FormattedNumber is not available/);
  });
});
