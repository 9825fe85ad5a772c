// The console's API tab (spec §2 "Development Console", §4 "Developer console"): the category sidebar with
// endpoint counts and 'Private' badges, each endpoint with editable sample parameters and a 'Test API'
// button, and the result panel (status, record count, size, pretty JSON, 'Copy JSON') or the error.
import { useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Empty, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import 'virtual:antd-dev-console-styles.css';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { ApiOutlined, CopyOutlined, LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import {
  callEndpoint,
  ConsoleCallError,
  prettyJson,
  recordCount,
  sizeInKb,
  type ConsoleCatalogue,
  type ConsoleCategoryInfo,
  type ConsoleEndpointInfo,
  type ConsoleResult,
} from './api.ts';

interface Props {
  catalogue: ConsoleCatalogue;
}

export function ApiConsole({ catalogue }: Props) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [result, setResult] = useState<ConsoleResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [paramText, setParamText] = useState<Record<string, string>>({});
  const [token, setToken] = useState('');
  const [askToken, setAskToken] = useState(catalogue.privateAccess === 'token');
  // A late answer from an earlier run or category must not overwrite what the developer now looks at.
  const runId = useRef(0);

  const category = catalogue.categories.find((c) => c.id === categoryId) ?? null;

  const chooseCategory = (id: string) => {
    runId.current += 1;
    setCategoryId(id);
    setSelected(null);
    setResult(null);
    setError(null);
    setLoading(false);
  };

  const run = async (endpoint: ConsoleEndpointInfo) => {
    const id = ++runId.current;
    setSelected(endpoint.id);
    setLoading(true);
    setResult(null);
    setError(null);
    const text = paramText[endpoint.id] ?? prettyJson(endpoint.sample);
    let params: Record<string, unknown>;
    try {
      const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      params = parsed as Record<string, unknown>;
    } catch {
      setLoading(false);
      setError('The parameters must be a JSON object.');
      return;
    }
    try {
      const answer = await callEndpoint(endpoint.id, params, token.trim() || undefined);
      if (id === runId.current) setResult(answer);
    } catch (e) {
      if (id !== runId.current) return;
      if (e instanceof ConsoleCallError && e.needsToken) setAskToken(true);
      setError(e instanceof Error && e.message ? e.message : 'The call failed.');
    } finally {
      if (id === runId.current) setLoading(false);
    }
  };

  return (
    <GridRow gutter={[24, 24]}>
      <GridCol xs={24} md={7} lg={6}>
        <Card title="Categories" size="small">
          <nav aria-label="API categories">
            <Flex vertical gap={4}>
              {catalogue.categories.map((c) => (
                <CategoryButton key={c.id} category={c} active={c.id === categoryId} onClick={() => chooseCategory(c.id)} />
              ))}
            </Flex>
          </nav>
        </Card>
        {askToken && (
          <Card
            size="small"
            style={{ marginTop: 16 }}
            title={
              <span>
                <LockOutlined aria-hidden /> Console token
              </span>
            }
          >
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              This server uses real provider keys: private endpoints need the console token.
            </Typography.Paragraph>
            <Input.Password
              aria-label="Console token"
              placeholder="Console token"
              value={token}
              autoComplete="off"
              onChange={(e) => setToken(e.target.value)}
            />
          </Card>
        )}
      </GridCol>
      <GridCol xs={24} md={17} lg={18}>
        {!category ? (
          <Card>
            <Empty
              image={<ApiOutlined aria-hidden style={{ fontSize: 48, color: '#bfbfbf' }} />}
              description={
                <Flex vertical gap={4}>
                  <Typography.Text strong>Select a Category</Typography.Text>
                  <Typography.Text type="secondary">Choose a category to see its endpoints and try them.</Typography.Text>
                </Flex>
              }
            />
          </Card>
        ) : (
          <Flex vertical gap={16}>
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {category.name}
              </Typography.Title>
              {category.private && <Tag color="gold">Private</Tag>}
            </Flex>
            {category.private && catalogue.privateAccess === 'disabled' && (
              <Alert type="warning" showIcon title="Private endpoints are disabled on this server (no console token configured)." />
            )}
            {category.endpoints.map((e) => (
              <Flex vertical gap={12} key={e.id}>
                <EndpointCard
                  endpoint={e}
                  text={paramText[e.id] ?? prettyJson(e.sample)}
                  onText={(t) => setParamText((old) => ({ ...old, [e.id]: t }))}
                  running={loading && selected === e.id}
                  onRun={() => void run(e)}
                />
                {/* Right under the endpoint that ran, so a phone does not scroll past the others to see it. */}
                {selected === e.id && (loading || result || error) && (
                  <ResultPanel endpoint={e} loading={loading} result={result} error={error} />
                )}
              </Flex>
            ))}
          </Flex>
        )}
      </GridCol>
    </GridRow>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function CategoryButton({ category, active, onClick }: { category: ConsoleCategoryInfo; active: boolean; onClick: () => void }) {
  return (
    <Button
      type={active ? 'primary' : 'text'}
      block
      onClick={onClick}
      aria-pressed={active}
      style={{ justifyContent: 'space-between', display: 'flex', height: 'auto', padding: '8px 12px' }}
    >
      {/* The accessible name starts with the visible text ("Data, 9 endpoints"), as WCAG 2.5.3 asks. */}
      <span>
        {category.name}
        <span style={VISUALLY_HIDDEN}>{`, ${category.endpoints.length} endpoints${category.private ? ', private' : ''}`}</span>
      </span>
      <Space size={6}>
        {category.private && (
          <Tag color="gold" style={{ marginInlineEnd: 0 }} aria-hidden>
            Private
          </Tag>
        )}
        <Badge
          count={category.endpoints.length}
          showZero
          color={active ? '#fff' : 'blue'}
          style={active ? { color: '#1677ff' } : undefined}
          data-testid="endpoint-count"
          aria-hidden
        />
      </Space>
    </Button>
  );
}

function EndpointCard(props: {
  endpoint: ConsoleEndpointInfo;
  text: string;
  onText: (t: string) => void;
  running: boolean;
  onRun: () => void;
}) {
  const { endpoint, text, onText, running, onRun } = props;
  return (
    <Card size="small" data-testid={`endpoint-${endpoint.id}`}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text strong>{endpoint.name}</Typography.Text>
          <div>
            <Tag color={endpoint.method === 'GET' ? 'green' : 'blue'}>{endpoint.method}</Tag>
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {endpoint.path}
            </Typography.Text>
          </div>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 13 }}>
            {endpoint.description}
          </Typography.Paragraph>
        </div>
        <Button
          type="primary"
          icon={<PlayCircleOutlined aria-hidden />}
          loading={running}
          onClick={onRun}
          aria-label={`Test API: ${endpoint.name}`}
        >
          Test API
        </Button>
      </Flex>
      <div style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Parameters (JSON)
        </Typography.Text>
        <Input.TextArea
          aria-label={`Parameters of ${endpoint.name}`}
          value={text}
          onChange={(e) => onText(e.target.value)}
          autoSize={{ minRows: 1, maxRows: 14 }}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 }}
        />
      </div>
    </Card>
  );
}

function ResultPanel(props: { endpoint?: ConsoleEndpointInfo; loading: boolean; result: ConsoleResult | null; error: string | null }) {
  const { endpoint, loading, result, error } = props;
  const json = result ? prettyJson(result.body) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      window.alert('Response copied to clipboard!');
    } catch {
      window.alert('Copying is not available in this browser.');
    }
  };
  return (
    <Card title={endpoint ? `Response: ${endpoint.name}` : 'Response'} size="small" aria-live="polite" data-testid="console-result">
      {loading && (
        <Flex justify="center" style={{ padding: 24 }} role="status">
          <Spin description="Calling the API..." size="large">
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </Flex>
      )}
      {error && <Alert type="error" showIcon title="Error" description={error} />}
      {result && (
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Space wrap size={[8, 8]}>
              <Tag color="success" data-testid="console-status">
                {`${result.status} ${result.statusText}`.trim()}
              </Tag>
              <Typography.Text>
                Records: <strong data-testid="console-records">{recordCount(result.body)}</strong>
              </Typography.Text>
              <Typography.Text>
                Size: <strong data-testid="console-size">{sizeInKb(result.body)} KB</strong>
              </Typography.Text>
              <Typography.Text type="secondary">{result.ms} ms</Typography.Text>
            </Space>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              Copy JSON
            </Button>
          </Flex>
          <pre
            data-testid="console-json"
            style={{
              margin: 0,
              maxHeight: 480,
              overflow: 'auto',
              background: '#0f172a',
              color: '#e2e8f0',
              padding: 12,
              borderRadius: 8,
              fontSize: 12,
            }}
          >
            {json}
          </pre>
        </Flex>
      )}
    </Card>
  );
}
