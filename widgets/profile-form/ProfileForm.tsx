import { call } from '../../shared/net/http/client';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { AccountMenu } from './AccountMenu';
import { t } from './messages';
import { PROFILE_PATH, ProfileEditor } from './ProfileEditor';
import { profile } from '../../shared/net/http/routes/profile';
import { defaultsFrom } from './schema';

const loadProfile = (signal: AbortSignal) => call(profile, { signal });

/** SPEC §2 /customer/account/profile: side menu and the profile form once the profile has loaded. */
export function ProfileForm() {
  const remote = useRemote(loadProfile, []);
  let body;
  if (remote.state === 'error') {
    body = (
      <div role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="sf-button" onClick={remote.reload}>
          {t('tryAgain')}
        </button>
      </div>
    );
  } else if (!remote.data) {
    body = <Spinner />;
  } else {
    body = <ProfileEditor defaults={defaultsFrom(remote.data)} imageUrl={remote.data.image_url} />;
  }
  return (
    <div className="sf-account">
      <AccountMenu current={PROFILE_PATH} />
      <div className="sf-account__main">{body}</div>
    </div>
  );
}
