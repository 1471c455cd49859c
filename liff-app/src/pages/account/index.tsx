import { meCalls } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { LoadFailed } from '../../features/money/LoadFailed';
import { Box } from '../../ui/Box';
import { LinkButton } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { CloseAccount } from './CloseAccount';
import { Consents } from './Consents';
import { MyData, Statements } from './Downloads';
import { IdViews } from './IdViews';
import { HomeBranch } from './HomeBranch';
import { Inbox } from './Inbox';
import { Profile } from './Profile';
import './account.css';

/**
 * บัญชีของฉัน: what the shop holds about the member (PDPA s.30), their consents (optional ones switchable
 * here, as easily as they were given), who at the shop viewed their ID, and the member's own actions.
 */
export default function AccountPage() {
  const account = useApi(meCalls.account);
  const a = account.data;
  return (
    <main className="page page--narrow account">
      <h1 className="page-title">บัญชีของฉัน</h1>
      {!a ? (
        account.failed ? (
          <LoadFailed onRetry={account.reload} />
        ) : (
          <PageSpinner />
        )
      ) : (
        <div className="account__boxes">
          <Inbox />
          <Profile a={a} onLinked={account.reload} />
          <HomeBranch />
          <Consents consents={a.consents} onChanged={account.reload} />
          <IdViews views={a.idViews} />
          <Statements />
          <MyData />
          <Box title="จัดการบัญชี" id="account-actions">
            <div className="account__actions">
              {a.hasPassword && (
                <LinkButton href="/account/password" variant="outline" block>
                  เปลี่ยนรหัสผ่าน
                </LinkButton>
              )}
            </div>
          </Box>
          <CloseAccount hasPassword={a.hasPassword} hasLine={a.line.linked} closing={a.closing} />
        </div>
      )}
    </main>
  );
}
