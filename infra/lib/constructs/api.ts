import { Fn, NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiRoutes, type ApiFunctionId } from '@ocupacional/shared';
import { gatewayRoutes } from '../gateway-routes';

export interface ApiProps {
  readonly stage: string;
  /** The function serving each bounded context of the route manifest. */
  readonly handlers: Record<ApiFunctionId, lambda.IFunction>;
  /** Steady-state requests per second across the API. */
  readonly rateLimit?: number;
  readonly burstLimit?: number;
}

/**
 * The HTTP API: the routes {@link gatewayRoutes} derives from the manifest (a function's whole subtree as one ANY
 * route where that is unambiguous), payload v2, access-logged and throttled.
 */
export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  /**
   * The stack of the routes and their integrations: a stack holds at most 500 resources, and the routes are the part
   * that grows with the product.
   */
  readonly routesStack: NestedStack;
  /** The execute-api host name, the origin CloudFront forwards /sst/api/* to. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `ocupacional-${props.stage}`,
      // The default stage is declared below, with access logs and throttling.
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit ?? 200, burstLimit: props.burstLimit ?? 400 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: apigw.AccessLogField.contextRequestId(),
            ip: apigw.AccessLogField.contextIdentitySourceIp(),
            requestTime: apigw.AccessLogField.contextRequestTime(),
            httpMethod: apigw.AccessLogField.contextHttpMethod(),
            routeKey: '$context.routeKey',
            path: apigw.AccessLogField.contextPath(),
            status: apigw.AccessLogField.contextStatus(),
            responseLength: apigw.AccessLogField.contextResponseLength(),
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    // One integration per function; the permission covers the whole API so its resource policy stays small
    // however many routes the manifest grows.
    const integrations = new Map<ApiFunctionId, HttpLambdaIntegration>();
    const integrationOf = (fn: ApiFunctionId): HttpLambdaIntegration => {
      let integration = integrations.get(fn);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${fn}Integration`, props.handlers[fn], {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
          scopePermissionToRoute: false,
        });
        integrations.set(fn, integration);
      }
      return integration;
    };
    this.routesStack = new NestedStack(this, 'Routes', { description: 'Ocupacional HTTP API routes' });
    for (const route of gatewayRoutes(apiRoutes)) {
      new apigwv2.HttpRoute(this.routesStack, `${route.method}${route.path}`, {
        httpApi: this.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: integrationOf(route.fn),
      });
    }

    // apiEndpoint is https://{id}.execute-api.{region}.amazonaws.com: keep the host.
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
