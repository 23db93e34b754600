import { ReactComponent as IconGitHub } from '@ant-design/icons-svg/inline-svg/outlined/github.svg';
import { useIntl } from 'dumi';
import 'dumi/theme-default/slots/SocialIcon/index.less';
import React from 'react';

/** The repository link: GitHub's icon only, where dumi's bundles nine networks' into every page. */
const SocialIcon: React.FC<{ icon: string; link: string }> = ({ icon, link }) => {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `header.social.${icon}`, defaultMessage: icon });
  return (
    <a
      className="dumi-default-icon"
      data-dumi-tooltip={name}
      data-dumi-tooltip-bottom
      aria-label={name}
      target="_blank"
      href={link}
      rel="noreferrer"
    >
      {icon === 'github' ? <IconGitHub aria-hidden focusable={false} /> : name}
    </a>
  );
};

export default SocialIcon;
